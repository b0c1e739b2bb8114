import { Link, useParams } from '@web/lib/routing';
import type { BlogPostPage } from '@shared/contracts/blog';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { LoadError } from '@web/components/ui/load-error';
import { useBlogPost } from '@web/features/blog/api/get-blog-posts';
import { useBlogFeedHead } from '@web/features/blog/components/blog-feed-head';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { usePageHead } from '@web/lib/page-head';
import styles from '@web/routes/blog-post.module.css';
import { Trans, useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';

function BlogPostNotFound() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.blog.notFoundTitle'));
  usePageHead(() => ({ status: 404 }));
  return (
    <div className={`container ${styles.notFound}`}>
      <h1>{_('screens.blog.notFoundTitle')}</h1>
      <p>{_('screens.blog.notFound')}</p>
      <Link to={paths.home.getHref()} className={buttonClass('primary')}>
        {_('common.backToHome')}
      </Link>
    </div>
  );
}

function BlogArticle({ post }: { post: BlogPostPage }) {
  const { _ } = useLingui();
  const format = useFormat();
  useDocumentTitle(post.title);
  useBlogFeedHead(post.snippet);

  return (
    <article className={`container ${styles.article}`}>
      <header className={styles.header}>
        <ul className={styles.tags} aria-label={_('screens.blog.tags')}>
          {post.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          <Trans id="screens.blog.byAuthor" values={{ author: post.author }} components={{ 0: <span className={styles.author} /> }} />
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{format.date(post.date)}</time>
        </p>
      </header>

      <img
        src={post.image.src}
        alt={post.image.alt}
        width={post.image.width}
        height={post.image.height}
        className={styles.image}
        fetchPriority="high"
      />

      <div className={styles.body}>
        {post.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>

      <nav aria-label={_('screens.blog.posts')} className={styles.postNav}>
        {post.previousId !== null && (
          <Link to={paths.blogPost.getHref(post.previousId)} className={buttonClass('outline')}>
            <span aria-hidden="true">←</span> {_('screens.blog.previous')}
          </Link>
        )}
        <Link to={paths.home.getHref()} className={buttonClass('primary')}>
          {_('common.backToHome')}
        </Link>
        {post.nextId !== null && (
          <Link to={paths.blogPost.getHref(post.nextId)} className={buttonClass('outline')}>
            {_('screens.blog.next')} <span aria-hidden="true">→</span>
          </Link>
        )}
      </nav>
    </article>
  );
}

/** /blog/{id}: a published care tip in the page's language, or 'Blog Post Not Found' (a draft is not found either). */
export function BlogPostRoute() {
  const { _ } = useLingui();
  const post = useBlogPost(useParams().id);
  if (post.isPending) return <div className={`container ${styles.article}`} />;
  if (post.isError) {
    return (
      <div className={`container ${styles.article}`}>
        <LoadError message={_('screens.blog.loadFailed')} onRetry={() => void post.refetch()} />
      </div>
    );
  }
  return post.data ? <BlogArticle key={post.data.id} post={post.data} /> : <BlogPostNotFound />;
}
