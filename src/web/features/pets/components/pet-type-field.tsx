import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { petTypes } from '@shared/contracts/pet-rules';
import { FieldError } from '@web/components/ui/field-error';
import styles from '@web/components/ui/text-field.module.css';
import { useLingui } from '@lingui/react';
import { usePetLabels } from '@web/lib/pet-labels';

interface PetTypeFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** The pet type as a select (Dog, Cat, Bird, Fish, Small Pet), looking and announcing like a TextField. */
export function PetTypeField({ error, ...select }: PetTypeFieldProps) {
  const { _ } = useLingui();
  const labels = usePetLabels();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {_('screens.pets.type')}
      </label>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        <option value="">{_('screens.pets.selectType')}</option>
        {petTypes.map((type) => (
          <option key={type} value={type}>
            {labels.type(type)}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} announce={false} />
    </div>
  );
}
