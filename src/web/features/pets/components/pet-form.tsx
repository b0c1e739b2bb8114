import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PET_AGE_MAX, PET_BREED_MAX, PET_NAME_MAX, type Pet } from '@shared/contracts/pets';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { sessionChanged } from '@web/lib/session';
import { useAddPet } from '@web/features/pets/api/add-pet';
import { useUpdatePet } from '@web/features/pets/api/update-pet';
import { PetTypeField } from '@web/features/pets/components/pet-type-field';
import { PetLooksFields } from '@web/components/ui/pet-looks-fields';
import {
  checkPetForm,
  emptyPetForm,
  hasSizeAndCoat,
  petFields,
  petFormValuesOf,
  petSaveProblem,
  type PetField,
  type PetFormProblem,
  type PetFormValues,
} from '@web/features/pets/lib/pet-form';
import { focusFirstInvalid } from '@web/lib/form-errors';
import styles from '@web/features/pets/components/pets.module.css';
import { useLingui } from '@lingui/react';

interface PetFormProps {
  /** The pet to edit; without one the form adds a new pet. */
  pet?: Pet | undefined;
  onSaved: (pet: Pet) => void;
  onCancel: () => void;
}

/**
 * The add and edit form (spec §2 Pet area, §5 rules). Required fields are checked with
 * the server's contract before anything is sent; a failed save keeps everything typed
 * and says why (§8).
 */
export function PetForm({ pet, onSaved, onCancel }: PetFormProps) {
  const { _ } = useLingui();
  const add = useAddPet();
  const update = useUpdatePet();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PetFormValues>(() => (pet ? petFormValuesOf(pet) : emptyPetForm));
  const [problem, setProblem] = useState<PetFormProblem>();
  const [attempt, setAttempt] = useState(0);
  const nameField = useRef<HTMLInputElement>(null);
  // Set before the request leaves, so a second Enter in the same moment sends nothing.
  const saving = useRef(false);
  const pending = add.isPending || update.isPending;
  const title = pet ? _('screens.pets.editTitle', { name: pet.name }) : _('screens.pets.addTitle');

  useLayoutEffect(() => {
    nameField.current?.focus();
  }, []);

  const edit = (patch: Partial<PetFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setProblem((current) => {
      if (!current || !Object.keys(patch).some((field) => current.fields[field as PetField])) return current;
      const fields = { ...current.fields };
      for (const field of Object.keys(patch)) delete fields[field as PetField];
      return { ...current, fields };
    });
  };
  const change = (field: PetField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => edit({ [field]: event.target.value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.current) return;
    setAttempt((count) => count + 1);
    const checked = checkPetForm(values, _);
    if ('problem' in checked) {
      setProblem(checked.problem);
      focusFirstInvalid(event.currentTarget, petFields, checked.problem.fields);
      return;
    }
    setProblem(undefined);

    saving.current = true;
    const callbacks = {
      onSuccess: (saved: Pet) => onSaved(saved),
      onError: (error: unknown) => setProblem(petSaveProblem(error, _)),
      onSettled: () => {
        saving.current = false;
      },
    };
    const { body } = checked;
    if (pet) update.mutate({ petId: pet.id, body }, callbacks);
    else add.mutate(body, callbacks);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="pet-form-heading">
      <h3 id="pet-form-heading" className={styles.formTitle}>
        {title}
      </h3>
      {problem && (
        // The form's own check focuses the first field to fix; a refused save, the alert.
        <FormAlert key={attempt} takeFocus={Object.keys(problem.fields).length === 0}>
          <p>{problem.message}</p>
          {problem.signedOut && (
            <button
              type="button"
              className={`${buttonClass('outline', { size: 'small' })} ${styles.alertAction}`}
              onClick={() => void sessionChanged(queryClient)}
            >
              {_('screens.pets.signInAgain')}
            </button>
          )}
        </FormAlert>
      )}
      <div className={styles.fields}>
        <TextField
          ref={nameField}
          label={_('screens.pets.name')}
          name="name"
          autoComplete="off"
          required
          maxLength={PET_NAME_MAX}
          value={values.name}
          onChange={change('name')}
          error={problem?.fields.name}
        />
        <PetTypeField name="type" required value={values.type} onChange={change('type')} error={problem?.fields.type} />
        <TextField
          label={_('screens.booking.age')}
          name="age"
          autoComplete="off"
          required
          maxLength={PET_AGE_MAX}
          placeholder={_('screens.pets.agePlaceholder')}
          value={values.age}
          onChange={change('age')}
          error={problem?.fields.age}
        />
        <TextField
          label={_('screens.booking.breedOptional')}
          name="breed"
          autoComplete="off"
          maxLength={PET_BREED_MAX}
          placeholder={_('screens.pets.breedPlaceholder')}
          value={values.breed}
          onChange={change('breed')}
          error={problem?.fields.breed}
        />
        {hasSizeAndCoat(values.type) && (
          <PetLooksFields
            type={values.type}
            values={values}
            names={{ size: 'size', weightKg: 'weightKg', coat: 'coat' }}
            errors={problem?.fields ?? {}}
            onChange={edit}
          />
        )}
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={buttonClass('primary')} disabled={pending}>
          {pending ? _('screens.pets.saving') : _('screens.pets.save')}
        </button>
        <button type="button" className={buttonClass('outline')} onClick={onCancel}>
          {_('screens.pets.cancel')}
        </button>
      </div>
    </form>
  );
}
