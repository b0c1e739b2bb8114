import styles from '@web/components/access/full-screen-status.module.css';

/** What a guard shows over the whole page while it waits ('Loading', 'Checking authorization...'). */
export function FullScreenStatus({ text }: { text: string }) {
  return (
    <div className={styles.status} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
