import { useState, type FormEvent } from 'react';
import { Link } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { accountMessages, DISPLAY_NAME_MAX_LENGTH } from '@shared/contracts/account-rules';
import { registerFormSchema, type RegisterForm as RegisterValues } from '@shared/contracts/accounts';
import { consentChoicesBodySchema } from '@shared/contracts/consents';
import { ConsentChoices, consentBody, type ConsentValues } from '@web/components/consent/consent-choices';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { NewPasswordFields } from '@web/features/auth/components/new-password-fields';
import { useSignUpWithEmail } from '@web/features/auth/api/sign-up-with-email';
import type { SignInHandover } from '@web/features/auth/lib/sign-in-handover';
import { focusFirstInvalid, validateWith, type FieldErrors } from '@web/lib/form-errors';
import { useWords } from '@web/lib/i18n';
import { messageOf } from '@web/lib/message-error';
import styles from '@web/features/auth/components/auth.module.css';

const fields = ['name', 'email', 'password', 'confirmPassword', 'phone'] as const;
type Field = (typeof fields)[number];

/** /register's form (spec §2, §5): checked with the same contract the server uses, in the spec's words. */
export function RegisterForm({ handover }: { handover: SignInHandover }) {
  const { _ } = useLingui();
  const words = useWords();
  const signUp = useSignUpWithEmail();
  const [values, setValues] = useState<RegisterValues>({ name: '', email: handover.email, password: '', confirmPassword: '' });
  const [consents, setConsents] = useState<ConsentValues>({ newsEmail: false, reminderTexts: false, phone: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const checked = validateWith<typeof registerFormSchema, Field>(registerFormSchema, values, _);
    const choices = validateWith<typeof consentChoicesBodySchema, Field>(consentChoicesBodySchema, consentBody(consents), _);
    const fieldErrors = { ...checked.errors, ...choices.errors };
    setErrors(fieldErrors);
    if (!checked.data || !choices.data) {
      focusFirstInvalid(event.currentTarget, fields, fieldErrors);
      return;
    }
    const { name, email, password } = checked.data;
    signUp.mutate({ name, email, password, ...choices.data });
  };

  const emailInUse = signUp.error?.message === accountMessages.emailInUse;

  return (
    <>
      {signUp.isError && (
        <FormAlert key={signUp.submittedAt}>
          <p>{words(messageOf(signUp.error))}</p>
          {emailInUse && (
            <p>
              <Link to={paths.login.getHref()} state={{ from: handover.target, email: values.email.trim() }}>
                {_('screens.register.goToSignIn')}
              </Link>
            </p>
          )}
        </FormAlert>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={_('screens.register.displayName')}
          name="name"
          autoComplete="name"
          required
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          value={values.name}
          onChange={change('name')}
          error={errors.name}
        />
        <TextField
          label={_('screens.account.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <NewPasswordFields
          labels={{ password: _('screens.account.password'), confirm: _('screens.register.confirmPassword') }}
          values={values}
          errors={errors}
          onChange={change}
        />
        <ConsentChoices
          values={consents}
          errors={errors}
          onChange={(next) => {
            setConsents(next);
            setErrors(({ phone: _fixed, ...rest }) => rest);
          }}
        />
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={signUp.isPending}>
          {signUp.isPending ? _('screens.register.creating') : _('screens.register.create')}
        </button>
      </form>
      <p className={styles.switch}>
        {_('screens.register.haveAccount')}{' '}
        <Link to={paths.login.getHref()} state={{ from: handover.target, email: values.email.trim() }}>
          {_('screens.register.signIn')}
        </Link>
      </p>
    </>
  );
}
