import { useLingui } from '@lingui/react';
import { petCoats, petSizes, type PetCoat, type PetSize } from '@shared/contracts/pet-care';
import type { PetType } from '@shared/contracts/pet-rules';
import { CAT_MEDIUM_FROM_KG, DOG_SIZE_FROM_KG, sizeFromWeight } from '@shared/pet-care/pet-size';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { usePetLabels } from '@web/lib/pet-labels';

export interface PetLooks {
  /** '' to work it out from the weight. */
  size: PetSize | '';
  /** Kilograms as typed. */
  weightKg: string;
  coat: PetCoat | '';
}

interface PetLooksFieldsProps {
  type: PetType | '';
  values: PetLooks;
  /** Each field's name in its form (focusFirstInvalid finds it by name). */
  names: Record<keyof PetLooks, string>;
  errors: Partial<Record<keyof PetLooks, string | undefined>>;
  onChange: (patch: Partial<PetLooks>) => void;
}

/**
 * A dog's or cat's size (chosen, or worked out from the weight), weight and coat (issue
 * 14), what a grooming's time and price depend on: the profile's pet form and step 2 of
 * booking alike. The size the weight gives shows as the weight is typed, by the rule the
 * server keeps (src/shared/pet-care/pet-size.ts).
 */
export function PetLooksFields({ type, values, names, errors, onChange }: PetLooksFieldsProps) {
  const { _ } = useLingui();
  const labels = usePetLabels();
  const typed = values.weightKg.trim().replace(',', '.');
  const fromWeight = type === '' || typed === '' ? undefined : sizeFromWeight(type, Number(typed));
  return (
    <>
      <SelectField
        label={_('screens.pets.size')}
        name={names.size}
        value={values.size}
        onChange={(event) => onChange({ size: event.target.value as PetSize | '' })}
        error={errors.size}
      >
        <option value="">{fromWeight ? _('screens.pets.sizeFromWeightIs', { size: labels.size(fromWeight) }) : _('screens.pets.sizeFromWeight')}</option>
        {petSizes.map((size) => (
          <option key={size} value={size}>
            {labels.size(size)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={_('screens.pets.weight')}
        name={names.weightKg}
        inputMode="decimal"
        autoComplete="off"
        hint={_('screens.booking.petWeightHint', { ...DOG_SIZE_FROM_KG, catMedium: CAT_MEDIUM_FROM_KG })}
        value={values.weightKg}
        onChange={(event) => onChange({ weightKg: event.target.value })}
        error={errors.weightKg}
      />
      <SelectField
        label={_('screens.pets.coat')}
        name={names.coat}
        value={values.coat}
        onChange={(event) => onChange({ coat: event.target.value as PetCoat | '' })}
        error={errors.coat}
      >
        <option value="">{_('screens.pets.coatNotGiven')}</option>
        {petCoats.map((coat) => (
          <option key={coat} value={coat}>
            {labels.coat(coat)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
