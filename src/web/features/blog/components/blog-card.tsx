import { Link } from '@web/lib/routing';
import type { BlogPostSummary } from '@shared/contracts/blog';
import { paths } from '@shared/routes/paths';
import styles from '@web/features/blog/components/blog-card.module.css';
import { useLingui } from '@lingui/react';

/** A pet-care tip on the home page: image, title, snippet and Read More. */
export function BlogCard({ post }: { post: BlogPostSummary }) {
  const { _ } = useLingui();
  return (
    <article className={styles.card}>
      <img
        src={post.image.src}
        alt=""
        width={post.image.width}
        height={post.image.height}
        className={styles.image}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{post.title}</h3>
        <p className={styles.snippet}>{post.snippet}</p>
        <Link to={paths.blogPost.getHref(post.id)} className={styles.more}>
          {_('common.readMore')}
          <span className="visually-hidden"> {_('common.readMoreAbout', { title: post.title })}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}
