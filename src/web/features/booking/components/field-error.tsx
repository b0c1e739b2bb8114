import styles from '@web/features/booking/components/booking-wizard.module.css';

/** A group's error under it, announced when it appears (radio groups have no TextField to carry it). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      <span className={styles.mark} aria-hidden="true">
        !
      </span>
      {message}
    </p>
  );
}
