import { useId, type FormEvent } from 'react';
import { petTypes, type PetType, type Service } from '@shared/contracts/booking';
import { BREED_NOT_SPECIFIED, PET_AGE_MAX, PET_BREED_MAX, PET_NAME_MAX, type Pet } from '@shared/contracts/pets';
import { buttonClass } from '@web/components/ui/button-class';
import { FieldError } from '@web/components/ui/field-error';
import { TextField } from '@web/components/ui/text-field';
import { petTypeMismatch, type BookingDraft, type DraftErrors } from '@web/features/booking/lib/booking-draft';
import styles from '@web/features/booking/components/booking-wizard.module.css';

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
            Fill in from one of your pets <span className={styles.optional}>(optional)</span>
          </label>
          <select id={petSelectId} className={styles.select} value={draft.petId} onChange={(event) => prefillFrom(event.target.value)}>
            <option value="">Choose a pet</option>
            {pets.map((pet) => (
              <option key={pet.id} value={pet.id}>
                {pet.name} ({pet.type}, {pet.age})
              </option>
            ))}
          </select>
        </div>
      )}

      <fieldset className={styles.group} aria-describedby={errors.petType ? typeErrorId : undefined}>
        <legend>Pet type</legend>
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
              {type}
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
            <p>{mismatch}</p>
            {service && (
              <p>
                {service.name} is for: {service.petTypes.join(', ')}. Choose another pet type, or go back and pick another
                service.
              </p>
            )}
          </div>
        </div>
      )}

      <div className={styles.fields}>
        <TextField
          label="Pet name"
          name="petName"
          autoComplete="off"
          required
          maxLength={PET_NAME_MAX}
          value={draft.petName}
          onChange={(event) => onChange({ petName: event.target.value })}
          error={errors.petName}
        />
        <TextField
          label="Age"
          name="petAge"
          autoComplete="off"
          required
          maxLength={PET_AGE_MAX}
          hint="For example, 2 years."
          value={draft.petAge}
          onChange={(event) => onChange({ petAge: event.target.value })}
          error={errors.petAge}
        />
        <TextField
          label="Breed (optional)"
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
          Back
        </button>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={mismatch !== undefined}
          aria-describedby={mismatch ? warningId : undefined}
        >
          Next
        </button>
      </div>
    </form>
  );
}
