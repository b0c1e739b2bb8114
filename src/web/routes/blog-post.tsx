import { Link, useParams } from 'react-router';
import { blogPosts, findBlogPost, type BlogPost } from '@shared/site-config/blog-posts';
import { siteConfig } from '@shared/site-config/site-config';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/blog-post.module.css';

function parsePostId(value: string | undefined): number | undefined {
  return value !== undefined && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
}

/** "2026-01-14" as "January 14, 2026": a calendar date, so no time zone may shift it. */
function formatPostDate(isoDate: string): string {
  return new Intl.DateTimeFormat(siteConfig.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function BlogPostNotFound() {
  useDocumentTitle('Blog Post Not Found');
  return (
    <div className={`container ${styles.notFound}`}>
      <h1>Blog Post Not Found</h1>
      <p>Sorry, the blog post you're looking for doesn't exist.</p>
      <Link to={paths.home.getHref()} className={buttonClass('primary')}>
        Back to Home
      </Link>
    </div>
  );
}

function BlogArticle({ post }: { post: BlogPost }) {
  useDocumentTitle(post.title);
  const hasPrevious = post.id > 1;
  const hasNext = post.id < blogPosts.length;

  return (
    <article className={`container ${styles.article}`}>
      <header className={styles.header}>
        <ul className={styles.tags} aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          By <span className={styles.author}>{post.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
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

      <nav aria-label="Blog posts" className={styles.postNav}>
        {hasPrevious && (
          <Link to={paths.blogPost.getHref(post.id - 1)} className={buttonClass('outline')}>
            <span aria-hidden="true">←</span> Previous Post
          </Link>
        )}
        <Link to={paths.home.getHref()} className={buttonClass('primary')}>
          Back to Home
        </Link>
        {hasNext && (
          <Link to={paths.blogPost.getHref(post.id + 1)} className={buttonClass('outline')}>
            Next Post <span aria-hidden="true">→</span>
          </Link>
        )}
      </nav>
    </article>
  );
}

export function BlogPostRoute() {
  const { id } = useParams();
  const postId = parsePostId(id);
  const post = postId === undefined ? undefined : findBlogPost(postId);
  return post ? <BlogArticle key={post.id} post={post} /> : <BlogPostNotFound />;
}
