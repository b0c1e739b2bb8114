import styles from '@web/components/ui/field-error.module.css';

/**
 * A field's or a group's error, shown under it. `announce` makes it an alert; leave it
 * off where the field already points at it with aria-describedby and aria-invalid.
 */
export function FieldError({ id, message, announce = true }: { id?: string; message: string | undefined; announce?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role={announce ? 'alert' : undefined}>
      <span className={styles.mark} aria-hidden="true">
        !
      </span>
      {message}
    </p>
  );
}
