import { Link } from 'react-router';
import type { BlogPost } from '@shared/site-config/blog-posts';
import { paths } from '@shared/routes/paths';
import styles from '@web/features/blog/components/blog-card.module.css';

/** A pet-care tip on the home page: image, title, snippet and Read More. */
export function BlogCard({ post }: { post: BlogPost }) {
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
          Read More<span className="visually-hidden"> about {post.title}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}
