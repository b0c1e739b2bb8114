import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError } from '@web/components/ui/field-error';
import styles from '@web/components/ui/text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** The field's own error, shown under it and tied to it with aria-describedby. */
  error?: string | undefined;
  /** Help shown between the label and the input. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are announced with it (aria-describedby, aria-invalid). */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={inputId}
        className={[styles.input, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldError id={errorId} message={error} announce={false} />
    </div>
  );
}
