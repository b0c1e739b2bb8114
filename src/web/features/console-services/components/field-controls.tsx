import { useId } from 'react';
import { FieldError } from '@web/components/ui/field-error';
import styles from '@web/features/console-services/components/console-services.module.css';

interface CheckboxGroupProps<Value extends string | number> {
  legend: string;
  /** The field's name: focusFirstInvalid finds the group by it. */
  name: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  checked: readonly Value[];
  onToggle: (value: Value, on: boolean) => void;
  hint?: string;
  error?: string | undefined;
}

/**
 * Several choices as checkboxes in a fieldset: the legend names the group, and its hint
 * and error are read with it (aria-describedby on the fieldset).
 */
export function CheckboxGroup<Value extends string | number>({ legend, name, options, checked, onToggle, hint, error }: CheckboxGroupProps<Value>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={checked.includes(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} announce={false} />
    </fieldset>
  );
}
