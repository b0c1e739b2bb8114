import { useLingui } from '@lingui/react';
import { Link, useLocation } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormNotice } from '@web/components/ui/form-alert';
import { LoadError } from '@web/components/ui/load-error';
import { useConsoleBlogPosts } from '@web/features/console-blog/api/console-blog-posts';
import { BlogPostList } from '@web/features/console-blog/components/blog-post-list';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** The owner console's care tips (/console/blog, issue 30): every post and a link to write one. */
export function ConsoleBlogRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.blog.title'));
  const saved = (useLocation().state as { savedPost?: string } | null)?.savedPost;
  const list = useConsoleBlogPosts();
  return (
    <>
      <ConsoleHeader title={_('screens.console.blog.title')} intro={_('screens.console.blog.intro')}>
        <Link to={paths.consoleNewBlogPost.getHref()} className={buttonClass('primary')}>
          {_('screens.console.blog.newPost')}
        </Link>
      </ConsoleHeader>
      {saved && (
        <FormNotice>
          <p>{_('screens.console.blog.saved', { title: saved })}</p>
        </FormNotice>
      )}
      {list.isError ? (
        <LoadError message={_('screens.console.blog.loadFailed')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p role="status">{_('screens.console.loading')}</p>
      ) : (
        <BlogPostList posts={list.data.posts} />
      )}
    </>
  );
}
