import { useId, type ReactNode } from 'react';
import styles from '@web/features/auth/components/auth.module.css';

/** The frame of every account screen: a centred card with the page heading. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </section>
    </div>
  );
}
