import { useId, type FormEvent } from 'react';
import { petTypes, type BookingQuote, type PetType, type Service } from '@shared/contracts/booking';
import { PET_AGE_MAX, PET_BREED_MAX, PET_NAME_MAX, type Pet } from '@shared/contracts/pets';
import { buttonClass } from '@web/components/ui/button-class';
import { FieldError } from '@web/components/ui/field-error';
import { TextField } from '@web/components/ui/text-field';
import { PetLooksFields } from '@web/components/ui/pet-looks-fields';
import { PetCareSummary } from '@web/features/booking/components/pet-care-summary';
import { petTypeMismatch, type BookingDraft, type DraftErrors } from '@web/features/booking/lib/booking-draft';
import { draftOfLooks, fieldsOfPet, unlinkIfChanged } from '@web/features/booking/lib/pet-care-step';
import styles from '@web/features/booking/components/booking-wizard.module.css';
import { useLingui } from '@lingui/react';
import { usePetLabels } from '@web/lib/pet-labels';
import { useWords } from '@web/lib/i18n';

export const petFieldOrder = ['petType', 'petName', 'petAge', 'petBreed', 'petSize', 'petCoat', 'petWeightKg'] as const;

/** Pets that have a size and a coat worth asking about. */
const sizedTypes: readonly PetType[] = ['Dog', 'Cat'];

interface PetStepProps {
  service: Service | undefined;
  /** The owner's saved pets, to fill the fields in from. */
  pets: readonly Pet[];
  draft: BookingDraft;
  errors: DraftErrors;
  /** The server's terms and vaccine check for this pet (issue 14); undefined while loading. */
  quote: BookingQuote | undefined;
  onChange: (patch: Partial<BookingDraft>) => void;
  onBack: () => void;
  /** Next: the wizard checks the step and moves on, or focuses the first error. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Step 2: pet type, name and age and optional breed; owned pets prefill them, and the
 * appointment is then linked to that pet. A service that does not suit the pet type
 * shows the spec's warning and blocks Next. Issue 14: a dog's or cat's size, coat and
 * weight; the duration and price for this pet before any slot; a required vaccine
 * missing or expired stops the booking with what to do. A pet typed in can be saved to
 * the profile with the booking.
 */
export function PetStep({ service, pets, draft, errors, quote, onChange, onBack, onSubmit }: PetStepProps) {
  const { _ } = useLingui();
  const labels = usePetLabels();
  const words = useWords();
  const typeErrorId = useId();
  const warningId = useId();
  const vaccinesId = useId();
  const petSelectId = useId();
  const mismatch = petTypeMismatch(service, draft.petType);
  const savedPet = pets.find((pet) => pet.id === draft.petId);
  const vaccinesStop = (quote?.vaccineProblems.length ?? 0) > 0;
  const blockedBy = [mismatch ? warningId : '', vaccinesStop ? vaccinesId : ''].filter(Boolean).join(' ') || undefined;
  // A dog's or cat's size and coat are worth asking; any pet's, for a service priced by them.
  const sized = draft.petType !== '' && (sizedTypes.includes(draft.petType) || service?.variesBy.size === true || service?.variesBy.coat === true);

  const prefillFrom = (petId: string) => {
    const pet = pets.find((p) => p.id === petId);
    onChange(pet ? fieldsOfPet(pet) : { petId: '' });
  };
  /** A change to what the saved pet filled in makes it another pet. */
  const edit = (patch: Partial<BookingDraft>) => onChange(unlinkIfChanged(draft, savedPet, patch));

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
          {savedPet && <p className={styles.hint}>{_('screens.booking.linkedPet', { name: savedPet.name })}</p>}
        </div>
      )}

      <fieldset className={styles.group} aria-describedby={errors.petType ? typeErrorId : undefined}>
        <legend>{_('screens.booking.petType')}</legend>
        <div className={styles.chips}>
          {petTypes.map((type: PetType) => (
            <label key={type} className={styles.chip}>
              <input type="radio" name="petType" value={type} checked={draft.petType === type} onChange={() => edit({ petType: type })} />
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
          onChange={(event) => edit({ petName: event.target.value })}
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
          onChange={(event) => edit({ petAge: event.target.value })}
          error={errors.petAge}
        />
        <TextField
          label={_('screens.booking.breedOptional')}
          name="petBreed"
          autoComplete="off"
          maxLength={PET_BREED_MAX}
          value={draft.petBreed}
          onChange={(event) => edit({ petBreed: event.target.value })}
          error={errors.petBreed}
        />
      </div>

      {sized && (
        <div className={styles.fields}>
          <PetLooksFields
            type={draft.petType}
            values={{ size: draft.petSize, weightKg: draft.petWeightKg, coat: draft.petCoat }}
            names={{ size: 'petSize', weightKg: 'petWeightKg', coat: 'petCoat' }}
            errors={{ size: errors.petSize, weightKg: errors.petWeightKg, coat: errors.petCoat }}
            onChange={(looks) => edit(draftOfLooks(looks))}
          />
        </div>
      )}

      {draft.petId === '' && (
        <label className={styles.check}>
          <input type="checkbox" name="savePet" checked={draft.savePet} onChange={(event) => onChange({ savePet: event.target.checked })} />
          {_('screens.booking.savePet')}
        </label>
      )}

      {service && quote && quote.serviceId === service.id && (
        <PetCareSummary service={service} quote={quote} petName={draft.petName} petId={draft.petId} alertId={vaccinesId} />
      )}

      <div className={styles.actions}>
        <button type="button" className={buttonClass('outline')} onClick={onBack}>
          {_('screens.booking.back')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={blockedBy !== undefined} aria-describedby={blockedBy}>
          {_('screens.booking.next')}
        </button>
      </div>
    </form>
  );
}
