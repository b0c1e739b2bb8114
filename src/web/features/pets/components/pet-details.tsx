import { useLingui } from '@lingui/react';
import type { Pet } from '@shared/contracts/pets';
import { useFormat } from '@web/lib/i18n';
import { usePetLabels } from '@web/lib/pet-labels';
import styles from '@web/features/pets/components/pets.module.css';

/** A pet's type, age and breed, and (issue 14) its size, coat and weight where it has them, as a description list. */
export function PetDetails({ pet }: { pet: Pet }) {
  const { _ } = useLingui();
  const labels = usePetLabels();
  const { locale } = useFormat();
  return (
    <dl className={styles.details}>
      <div>
        <dt>{_('screens.pets.type')}</dt>
        <dd>{labels.type(pet.type)}</dd>
      </div>
      <div>
        <dt>{_('screens.booking.age')}</dt>
        <dd>{pet.age}</dd>
      </div>
      <div>
        <dt>{_('screens.pets.breed')}</dt>
        <dd>{labels.breed(pet.breed)}</dd>
      </div>
      {pet.size && (
        <div>
          <dt>{_('screens.pets.size')}</dt>
          <dd>{labels.size(pet.size)}</dd>
        </div>
      )}
      {pet.coat && (
        <div>
          <dt>{_('screens.pets.coat')}</dt>
          <dd>{labels.coat(pet.coat)}</dd>
        </div>
      )}
      {pet.weightKg !== null && (
        <div>
          <dt>{_('screens.pets.weightShort')}</dt>
          <dd>{_('screens.pets.kilograms', { weight: pet.weightKg.toLocaleString(locale) })}</dd>
        </div>
      )}
    </dl>
  );
}
