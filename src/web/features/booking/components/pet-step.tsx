import { useId, type FormEvent } from 'react';
import { petTypes, type PetType, type Service } from '@shared/contracts/booking';
import { BREED_NOT_SPECIFIED, PET_AGE_MAX, PET_BREED_MAX, PET_NAME_MAX, type Pet } from '@shared/contracts/pets';
import { buttonClass } from '@web/components/ui/button-class';
import { FieldError } from '@web/components/ui/field-error';
import { TextField } from '@web/components/ui/text-field';
import { petTypeMismatch, type BookingDraft, type DraftErrors } from '@web/features/booking/lib/booking-draft';
import styles from '@web/features/booking/components/booking-wizard.module.css';
import { useLingui } from '@lingui/react';
import { usePetLabels } from '@web/lib/pet-labels';
import { useWords } from '@web/lib/i18n';

export const petFieldOrder = ['petType', 'petName', 'petAge', 'petBreed'] as const;

interface PetStepProps {
  service: Service | undefined;
  /** The owner's saved pets, to fill the fields in from. */
  pets: readonly Pet[];
  draft: BookingDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<BookingDraft>) => void;
  onBack: () => void;
  /** Next: the wizard checks the step and moves on, or focuses the first error. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Step 2: pet type, name, age and optional breed; owned pets prefill them. A service
 * that does not suit the pet type shows the spec's warning and blocks Next.
 */
export function PetStep({ service, pets, draft, errors, onChange, onBack, onSubmit }: PetStepProps) {
  const { _ } = useLingui();
  const labels = usePetLabels();
  const words = useWords();
  const typeErrorId = useId();
  const warningId = useId();
  const petSelectId = useId();
  const mismatch = petTypeMismatch(service, draft.petType);

  const prefillFrom = (petId: string) => {
    const pet = pets.find((p) => p.id === petId);
    if (!pet) {
      onChange({ petId: '' });
      return;
    }
    onChange({
      petId,
      petType: pet.type,
      petName: pet.name,
      petAge: pet.age,
      petBreed: pet.breed === BREED_NOT_SPECIFIED ? '' : pet.breed,
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {pets.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={petSelectId} className={styles.fieldLabel}>
            {_('screens.booking.fillFromPet')} <span className={styles.optional}>{_('screens.booking.optional')}</span>
          </label>
          <select id={petSelectId} className={styles.select} value={draft.petId} onChange={(event) => prefillFrom(event.target.value)}>
            <option value="">{_('screens.booking.choosePet')}</option>
            {pets.map((pet) => (
              <option key={pet.id} value={pet.id}>
                {_('screens.booking.petOption', { name: pet.name, type: labels.type(pet.type), age: pet.age })}
              </option>
            ))}
          </select>
        </div>
      )}

      <fieldset className={styles.group} aria-describedby={errors.petType ? typeErrorId : undefined}>
        <legend>{_('screens.booking.petType')}</legend>
        <div className={styles.chips}>
          {petTypes.map((type: PetType) => (
            <label key={type} className={styles.chip}>
              <input
                type="radio"
                name="petType"
                value={type}
                checked={draft.petType === type}
                onChange={() => onChange({ petType: type })}
              />
              {labels.type(type)}
            </label>
          ))}
        </div>
        <FieldError id={typeErrorId} message={errors.petType} />
      </fieldset>

      {mismatch && (
        <div id={warningId} role="alert" className={styles.warning}>
          <span className={styles.mark} aria-hidden="true">
            !
          </span>
          <div>
            <p>{words(mismatch)}</p>
            {service && (
              <p>
                {_('screens.booking.serviceIsFor', { service: service.name, petTypes: service.petTypes.map(labels.type).join(', ') })}
              </p>
            )}
          </div>
        </div>
      )}

      <div className={styles.fields}>
        <TextField
          label={_('screens.booking.petName')}
          name="petName"
          autoComplete="off"
          required
          maxLength={PET_NAME_MAX}
          value={draft.petName}
          onChange={(event) => onChange({ petName: event.target.value })}
          error={errors.petName}
        />
        <TextField
          label={_('screens.booking.age')}
          name="petAge"
          autoComplete="off"
          required
          maxLength={PET_AGE_MAX}
          hint={_('screens.booking.ageHint')}
          value={draft.petAge}
          onChange={(event) => onChange({ petAge: event.target.value })}
          error={errors.petAge}
        />
        <TextField
          label={_('screens.booking.breedOptional')}
          name="petBreed"
          autoComplete="off"
          maxLength={PET_BREED_MAX}
          value={draft.petBreed}
          onChange={(event) => onChange({ petBreed: event.target.value })}
          error={errors.petBreed}
        />
      </div>

      <div className={styles.actions}>
        <button type="button" className={buttonClass('outline')} onClick={onBack}>
          {_('screens.booking.back')}
        </button>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={mismatch !== undefined}
          aria-describedby={mismatch ? warningId : undefined}
        >
          {_('screens.booking.next')}
        </button>
      </div>
    </form>
  );
}
