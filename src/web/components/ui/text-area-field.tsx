import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError } from '@web/components/ui/field-error';
import styles from '@web/components/ui/text-field.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field that looks and announces like a TextField (aria-describedby, aria-invalid). */
export function TextAreaField({ label, error, hint, id, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const describedBy = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={fieldId}
        rows={rows}
        className={[styles.input, styles.multiline, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      <FieldError id={`${fieldId}-error`} message={error} announce={false} />
    </div>
  );
}
