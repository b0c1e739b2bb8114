import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { TableRegion } from '@web/components/ui/table-region';
import { Link } from '@web/lib/routing';
import type { ConsoleBlogPosts } from '@shared/contracts/blog';
import { paths } from '@shared/routes/paths';
import { useFormat } from '@web/lib/i18n';
import { languageNames } from '@web/lib/language-names';

/** Every care tip, drafts included, newest first: its title (to its form), date, state and the languages it lacks. */
export function BlogPostList({ posts }: { posts: ConsoleBlogPosts['posts'] }) {
  const { _ } = useLingui();
  const format = useFormat();
  const captionId = useId();
  if (posts.length === 0) return <p>{_('screens.console.blog.none')}</p>;
  return (
    <TableRegion labelledBy={captionId}>
      <caption id={captionId} className="visually-hidden">
        {_('screens.console.blog.title')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{_('screens.console.blog.postTitle')}</th>
          <th scope="col">{_('screens.console.blog.date')}</th>
          <th scope="col">{_('screens.console.blog.status')}</th>
          <th scope="col">{_('screens.console.blog.missing')}</th>
        </tr>
      </thead>
      <tbody>
        {posts.map((post) => (
          <tr key={post.id}>
            <td>
              <Link to={paths.consoleBlogPost.getHref(post.id)}>{post.title}</Link>
            </td>
            <td>
              <time dateTime={post.date}>{format.date(post.date)}</time>
            </td>
            <td>{post.status === 'published' ? _('screens.console.blog.published') : _('screens.console.blog.draft')}</td>
            <td>{post.missing.map((locale) => _(languageNames[locale])).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
