import { Link, useParams } from 'react-router';
import { blogPosts, type BlogPost } from '@shared/site-config/blog-posts';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/blog-post.module.css';
import { Trans, useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';
import { useSiteContent } from '@web/lib/site-content';

function parsePostId(value: string | undefined): number | undefined {
  return value !== undefined && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
}

function BlogPostNotFound() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.blog.notFoundTitle'));
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

function BlogArticle({ post }: { post: BlogPost }) {
  const { _ } = useLingui();
  const format = useFormat();
  useDocumentTitle(post.title);
  const hasPrevious = post.id > 1;
  const hasNext = post.id < blogPosts.length;

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
        {post.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <nav aria-label={_('screens.blog.posts')} className={styles.postNav}>
        {hasPrevious && (
          <Link to={paths.blogPost.getHref(post.id - 1)} className={buttonClass('outline')}>
            <span aria-hidden="true">←</span> {_('screens.blog.previous')}
          </Link>
        )}
        <Link to={paths.home.getHref()} className={buttonClass('primary')}>
          {_('common.backToHome')}
        </Link>
        {hasNext && (
          <Link to={paths.blogPost.getHref(post.id + 1)} className={buttonClass('outline')}>
            {_('screens.blog.next')} <span aria-hidden="true">→</span>
          </Link>
        )}
      </nav>
    </article>
  );
}

export function BlogPostRoute() {
  const { id } = useParams();
  const postId = parsePostId(id);
  // In the page's language: the translation of the post where there is one.
  const post = useSiteContent().blogPosts.find((candidate) => candidate.id === postId);
  return post ? <BlogArticle key={post.id} post={post} /> : <BlogPostNotFound />;
}
