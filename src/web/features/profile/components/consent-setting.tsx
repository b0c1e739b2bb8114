import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { consentChoicesBodySchema, type ConsentState } from '@shared/contracts/consents';
import { ConsentChoices, consentBody, type ConsentValues } from '@web/components/consent/consent-choices';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { useConsents, useSaveConsents } from '@web/features/profile/api/consents';
import { isApiClientError } from '@web/lib/api-client';
import { focusFirstInvalid, validateWith, type FieldErrors } from '@web/lib/form-errors';
import styles from '@web/features/profile/components/profile-sections.module.css';

const valuesOf = (state: ConsentState): ConsentValues => ({ newsEmail: state.newsEmail, reminderTexts: state.reminderTexts, phone: state.phone ?? '' });

/** The profile's "News and offers by email" and "Appointment reminders by text message" (issue 30), saved with a button. */
export function ConsentSetting() {
  const { _ } = useLingui();
  const headingId = useId();
  const consents = useConsents();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {_('screens.profile.consents.title')}
      </h2>
      {consents.data ? <ConsentForm state={consents.data} /> : consents.isError ? <FormAlert>{_('screens.profile.consents.loadFailed')}</FormAlert> : <p role="status">{_('screens.profile.loading')}</p>}
    </section>
  );
}

function ConsentForm({ state }: { state: ConsentState }) {
  const { _ } = useLingui();
  const save = useSaveConsents();
  const [values, setValues] = useState(() => valuesOf(state));
  const [errors, setErrors] = useState<FieldErrors<'phone'>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateWith<typeof consentChoicesBodySchema, 'phone'>(consentChoicesBodySchema, consentBody(values), _);
    setErrors(checked.errors ?? {});
    if (!checked.data) {
      focusFirstInvalid(event.currentTarget, ['phone'], checked.errors);
      return;
    }
    save.mutate(checked.data, { onSuccess: (saved) => setValues(valuesOf(saved)) });
  };

  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <ConsentChoices
        values={values}
        errors={errors}
        onChange={(next) => {
          setValues(next);
          setErrors({});
          save.reset();
        }}
      />
      <div>
        <button type="submit" className={buttonClass('outline')} disabled={save.isPending}>
          {_('screens.profile.consents.save')}
        </button>
      </div>
      <p role="status" className={styles.muted}>
        {save.isSuccess ? _('screens.profile.consents.saved') : ''}
      </p>
      {save.isError && <FormAlert>{isApiClientError(save.error) && save.error.fields?.phone ? save.error.fields.phone : _('screens.profile.consents.failed')}</FormAlert>}
    </form>
  );
}
