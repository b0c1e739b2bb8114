import { useLingui } from '@lingui/react';
import { useParams } from 'react-router';
import { Link, useNavigate } from '@web/lib/routing';
import type { ConsoleBlogPost } from '@shared/contracts/blog';
import { paths } from '@shared/routes/paths';
import { siteConfig } from '@shared/site-config/site-config';
import { LoadError } from '@web/components/ui/load-error';
import { useConsoleBlogPost } from '@web/features/console-blog/api/console-blog-posts';
import { BlogPostForm } from '@web/features/console-blog/components/blog-post-form';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { isApiClientError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** Today in the shop's time zone, yyyy-mm-dd (en-CA writes dates so): a new post's date. */
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: siteConfig.timeZone }).format(new Date());

/** A care tip's form (/console/blog/new and /console/blog/:postId, issue 30); after a save the list says so. */
export function ConsoleBlogPostRoute() {
  const { _ } = useLingui();
  const { postId } = useParams();
  const id = postId === undefined ? undefined : /^[1-9]\d{0,9}$/.test(postId) ? Number(postId) : Number.NaN;
  const navigate = useNavigate();
  const post = useConsoleBlogPost(id !== undefined && !Number.isNaN(id) ? id : undefined);
  const title = post.data ? _('screens.console.blog.editTitle', { title: post.data.texts['en-CA'].title }) : _('screens.console.blog.newTitle');
  useDocumentTitle(title);
  const saved = (savedPost: ConsoleBlogPost) => void navigate(paths.consoleBlog.getHref(), { state: { savedPost: savedPost.texts['en-CA'].title } });

  if (id !== undefined) {
    if (Number.isNaN(id) || (post.isError && isApiClientError(post.error) && post.error.status === 404)) {
      return (
        <>
          <ConsoleHeader title={_('screens.console.blog.notFound')} />
          <Link to={paths.consoleBlog.getHref()}>{_('screens.console.blog.backToList')}</Link>
        </>
      );
    }
    if (post.isError) return <LoadError message={_('screens.console.blog.loadFailed')} onRetry={() => void post.refetch()} />;
    if (!post.data) return <p role="status">{_('screens.console.loading')}</p>;
  }
  return (
    <>
      <ConsoleHeader title={title} />
      <BlogPostForm key={post.data?.id ?? 'new'} post={post.data} title={title} today={shopToday()} onSaved={saved} />
    </>
  );
}
