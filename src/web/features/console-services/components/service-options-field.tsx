import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { SERVICE_DURATION_MAX, SERVICE_DURATION_MIN, SERVICE_OPTIONS_MAX } from '@shared/contracts/console-catalogue';
import { petCoats, petSizes } from '@shared/contracts/pet-care';
import { buttonClass } from '@web/components/ui/button-class';
import { FieldError } from '@web/components/ui/field-error';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { emptyOptionRow, type OptionRowValues } from '@web/features/console-services/lib/service-form';
import { usePetLabels } from '@web/lib/pet-labels';
import styles from '@web/features/console-services/components/console-services.module.css';

interface ServiceOptionsFieldProps {
  rows: OptionRowValues[];
  onChange: (rows: OptionRowValues[]) => void;
  /** Each row's refused cells, by the server's path ("options.1.coat"). */
  rowErrors: Record<string, string>;
  error?: string | undefined;
}

/**
 * A service's durations and prices by the pet's size and coat (issue 14): rows of size,
 * coat, minutes and dollars; 'any' matches every size or coat, and the most specific row
 * wins. Without rows the service takes its own duration and price for every pet.
 */
export function ServiceOptionsField({ rows, onChange, rowErrors, error }: ServiceOptionsFieldProps) {
  const { _ } = useLingui();
  const labels = usePetLabels();
  const id = useId();
  const change = (index: number, patch: Partial<OptionRowValues>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const cellError = (index: number, cell: keyof OptionRowValues) => rowErrors[`options.${index}.${cell}`];

  return (
    <fieldset className={styles.group} aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}>
      <legend>{_('screens.console.services.options')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {_('screens.console.services.optionsHint')}
      </p>
      {rows.length > 0 && (
        <ol className={styles.optionRows}>
          {rows.map((row, index) => (
            // Rows have no id of their own; their place is what the owner edits.
            <li key={index}>
              <fieldset className={styles.optionRow}>
                <legend>{_('screens.console.services.optionRow', { number: index + 1 })}</legend>
                <SelectField
                  label={_('screens.console.services.optionSize')}
                  name={`options.${index}.size`}
                  value={row.size}
                  onChange={(event) => change(index, { size: event.target.value as OptionRowValues['size'] })}
                  error={cellError(index, 'size')}
                >
                  <option value="any">{_('screens.console.services.anySize')}</option>
                  {petSizes.map((size) => (
                    <option key={size} value={size}>
                      {labels.size(size)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={_('screens.console.services.optionCoat')}
                  name={`options.${index}.coat`}
                  value={row.coat}
                  onChange={(event) => change(index, { coat: event.target.value as OptionRowValues['coat'] })}
                  error={cellError(index, 'coat')}
                >
                  <option value="any">{_('screens.console.services.anyCoat')}</option>
                  {petCoats.map((coat) => (
                    <option key={coat} value={coat}>
                      {labels.coat(coat)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={_('screens.console.services.optionMinutes')}
                  name={`options.${index}.durationMinutes`}
                  type="number"
                  inputMode="numeric"
                  min={SERVICE_DURATION_MIN}
                  max={SERVICE_DURATION_MAX}
                  step={5}
                  value={row.durationMinutes}
                  onChange={(event) => change(index, { durationMinutes: event.target.value })}
                  error={cellError(index, 'durationMinutes')}
                />
                <TextField
                  label={_('screens.console.services.optionPrice')}
                  name={`options.${index}.price`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={row.price}
                  onChange={(event) => change(index, { price: event.target.value })}
                  error={cellError(index, 'price')}
                />
                <button
                  type="button"
                  className={buttonClass('outline', { size: 'small' })}
                  onClick={() => onChange(rows.filter((_row, i) => i !== index))}
                >
                  {_('screens.console.services.removeOption', { number: index + 1 })}
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {rows.length < SERVICE_OPTIONS_MAX && (
        <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => onChange([...rows, emptyOptionRow])}>
          {_('screens.console.services.addOption')}
        </button>
      )}
      <FieldError id={`${id}-error`} message={error} announce={false} />
    </fieldset>
  );
}
