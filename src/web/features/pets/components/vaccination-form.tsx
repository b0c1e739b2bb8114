import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLingui } from '@lingui/react';
import { vaccines, type Vaccine } from '@shared/contracts/pet-care';
import { VACCINATION_PROOF_MAX_BYTES, vaccinationBodySchema, vaccinationMessages, vaccinationProofTypes } from '@shared/contracts/vaccinations';
import { buttonClass } from '@web/components/ui/button-class';
import { FieldError } from '@web/components/ui/field-error';
import { FormAlert } from '@web/components/ui/form-alert';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { useAddVaccination } from '@web/features/pets/api/add-vaccination';
import { useUploadProof } from '@web/features/pets/api/upload-proof';
import { saveProblemOf, useRefusal, validateWith } from '@web/lib/form-errors';
import { usePetLabels } from '@web/lib/pet-labels';
import styles from '@web/features/pets/components/pets.module.css';

const fields = ['vaccine', 'givenOn', 'expiresOn', 'proof'] as const;
type Field = (typeof fields)[number];
const words = { failed: 'screens.petPage.vaccinationFailed', fixFields: 'screens.petPage.fixFields' } as const;

/**
 * Adds a vaccination record (issue 14): the vaccine, when it was given and when it runs
 * out, checked with the server's contract first, and optionally its proof, uploaded
 * first and named in the record. The proof's type and size are the server's to judge;
 * the form only says what it takes.
 */
export function VaccinationForm({ petId, petName, onSaved }: { petId: string; petName: string; onSaved: (vaccine: Vaccine) => void }) {
  const { _ } = useLingui();
  const labels = usePetLabels();
  const add = useAddVaccination();
  const upload = useUploadProof();
  const [values, setValues] = useState({ vaccine: '' as Vaccine | '', givenOn: '', expiresOn: '' });
  const [file, setFile] = useState<File>();
  const { problem, attempt, refuse, clear, setProblem } = useRefusal<Field>(fields);
  const fileInput = useRef<HTMLInputElement>(null);
  const pending = add.isPending || upload.isPending;


  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
    const checked = validateWith<typeof vaccinationBodySchema, Field>(vaccinationBodySchema, { ...values, vaccine: values.vaccine || undefined }, _);
    if (checked.errors) return refuse(form, { message: _(words.fixFields), fields: checked.errors });
    if (file && file.size > VACCINATION_PROOF_MAX_BYTES) {
      return refuse(form, { message: _(words.fixFields), fields: { proof: _(vaccinationMessages.proofTooLarge) } });
    }
    clear();
    let stage: 'upload' | 'save' = 'upload';
    try {
      const proof = file ? (await upload.mutateAsync(file)).proof : undefined;
      stage = 'save';
      const saved = await add.mutateAsync({ petId, body: { ...checked.data, ...(proof ? { proof } : {}) } });
      setValues({ vaccine: '', givenOn: '', expiresOn: '' });
      setFile(undefined);
      if (fileInput.current) fileInput.current.value = '';
      onSaved(saved.vaccine);
    } catch (error) {
      const refused = saveProblemOf(error, fields, _, words);
      // The upload's refusal (type, size) is about the file.
      refuse(form, stage === 'upload' && Object.keys(refused.fields).length === 0 ? { ...refused, fields: { proof: refused.message } } : refused);
    }
  };

  const change = (field: Exclude<Field, 'proof'>, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem((current) => (current?.fields[field] ? { ...current, fields: { ...current.fields, [field]: undefined } } : current));
  };
  const errors = problem?.fields ?? {};

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="vaccination-form-heading">
      <h3 id="vaccination-form-heading" className={styles.formTitle}>
        {_('screens.petPage.addVaccination', { name: petName })}
      </h3>
      {problem && (
        <FormAlert key={attempt} takeFocus={Object.keys(problem.fields).length === 0}>
          <p>{problem.message}</p>
        </FormAlert>
      )}
      <div className={styles.fields}>
        <SelectField label={_('screens.petPage.vaccine')} name="vaccine" value={values.vaccine} onChange={(event) => change('vaccine', event.target.value)} error={errors.vaccine}>
          <option value="">{_('screens.petPage.chooseVaccine')}</option>
          {vaccines.map((vaccine) => (
            <option key={vaccine} value={vaccine}>
              {labels.vaccine(vaccine)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={_('screens.petPage.givenOn')}
          name="givenOn"
          type="date"
          value={values.givenOn}
          onChange={(event) => change('givenOn', event.target.value)}
          error={errors.givenOn}
        />
        <TextField
          label={_('screens.petPage.expiresOn')}
          name="expiresOn"
          type="date"
          value={values.expiresOn}
          onChange={(event) => change('expiresOn', event.target.value)}
          error={errors.expiresOn}
        />
        <ProofField file={file} inputRef={fileInput} error={errors.proof} onChange={(chosen) => {
          setFile(chosen);
          setProblem((current) => (current?.fields.proof ? { ...current, fields: { ...current.fields, proof: undefined } } : current));
        }} />
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={buttonClass('primary')} disabled={pending}>
          {pending ? _('screens.pets.saving') : _('screens.petPage.saveVaccination')}
        </button>
      </div>
    </form>
  );
}

/** The optional proof: a photo or a PDF of the certificate, announced with its hint and error. */
function ProofField({
  file,
  inputRef,
  error,
  onChange,
}: {
  file: File | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  error: string | undefined;
  onChange: (file: File | undefined) => void;
}) {
  const { _ } = useLingui();
  const describedBy = ['proof-hint', error ? 'proof-error' : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.fileField}>
      <label htmlFor="proof">{_('screens.petPage.proof')}</label>
      <p id="proof-hint" className={styles.muted}>
        {_('screens.petPage.proofHint')}
      </p>
      <input
        ref={inputRef}
        id="proof"
        name="proof"
        type="file"
        accept={vaccinationProofTypes.join(',')}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0])}
      />
      {file && <p className={styles.muted}>{file.name}</p>}
      <FieldError id="proof-error" message={error} announce={false} />
    </div>
  );
}
