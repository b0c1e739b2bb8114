import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { accountMessages, RESET_CODE_LENGTH, RESET_CODE_MINUTES } from '@shared/contracts/account-rules';
import { newPasswordFormSchema, type NewPasswordForm as NewPasswordValues } from '@shared/contracts/accounts';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { NewPasswordFields } from '@web/features/auth/components/new-password-fields';
import { useResetPassword } from '@web/features/auth/api/reset-password';
import { isApiClientError } from '@web/lib/api-client';
import { focusFirstInvalid, validateWith, type FieldErrors } from '@web/lib/form-errors';
import { waitMessageOf } from '@web/lib/message-error';
import { message, type Message } from '@shared/i18n/message';
import { useWords } from '@web/lib/i18n';
import styles from '@web/features/auth/components/auth.module.css';

/** The spec's 3-second pause on the success state before /login (D3 keeps this timer). */
const REDIRECT_AFTER_RESET_MS = 3_000;

/** What /login shows after a reset: the email to sign in with and the banner, by id. */
const signInStateAfterReset = (email: string) => ({ email, message: 'screens.signIn.passwordWasReset' });

const fields = ['code', 'password', 'confirmPassword'] as const;

type Field = (typeof fields)[number];

/** What went wrong with the code, and whether a new code is the way out. */
export function resetFailure(error: unknown): { message: Message; needsNewCode: boolean } {
  const wait = waitMessageOf(error);
  if (wait) return { message: wait, needsNewCode: false };
  const code = isApiClientError(error) ? error.code : '';
  switch (code) {
    case 'INVALID_OTP':
      return { message: 'screens.newPassword.wrongCode', needsNewCode: false };
    case 'OTP_EXPIRED':
      return { message: message('screens.newPassword.codeExpired', { minutes: RESET_CODE_MINUTES }), needsNewCode: true };
    case 'TOO_MANY_ATTEMPTS':
      return { message: 'screens.newPassword.tooManyAttempts', needsNewCode: true };
    case 'PASSWORD_TOO_SHORT':
      return { message: accountMessages.newPasswordTooShort, needsNewCode: false };
    default:
      return { message: accountMessages.resetFailed, needsNewCode: false };
  }
}

function ResetSucceeded({ email }: { email: string }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    ref.current?.focus();
    const timer = setTimeout(
      () => navigate(paths.login.getHref(), { replace: true, state: signInStateAfterReset(email) }),
      REDIRECT_AFTER_RESET_MS,
    );
    return () => clearTimeout(timer);
  }, [email, navigate]);

  return (
    <div ref={ref} tabIndex={-1} className={styles.success}>
      <FormNotice>
        <p>{_('screens.newPassword.done')}</p>
      </FormNotice>
      <p>{_('screens.newPassword.redirecting')}</p>
      <Link to={paths.login.getHref()} replace state={signInStateAfterReset(email)} className={buttonClass('primary', { block: true })}>
        {_('screens.newPassword.signInNow')}
      </Link>
    </div>
  );
}

/** /new-password's form (spec §2 Reset, §5, D14): the emailed code and the new password twice. */
export function NewPasswordForm({ email }: { email: string }) {
  const { _ } = useLingui();
  const words = useWords();
  const reset = useResetPassword();
  const [values, setValues] = useState<NewPasswordValues>({ code: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  if (reset.isSuccess) return <ResetSucceeded email={email} />;

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const checked = validateWith<typeof newPasswordFormSchema, Field>(newPasswordFormSchema, values, _);
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      focusFirstInvalid(event.currentTarget, fields, checked.errors);
      return;
    }
    reset.mutate({ email, otp: checked.data.code, password: checked.data.password });
  };

  const failure = reset.isError ? resetFailure(reset.error) : undefined;

  return (
    <>
      {failure && (
        <FormAlert key={reset.submittedAt}>
          <p>{words(failure.message)}</p>
          {failure.needsNewCode && (
            <p>
              <Link to={paths.resetPassword.getHref()} state={{ email }}>
                {_('screens.newPassword.requestNewCode')}
              </Link>
            </p>
          )}
        </FormAlert>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={_('screens.newPassword.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={RESET_CODE_LENGTH}
          hint={_('screens.newPassword.codeHint', { digits: RESET_CODE_LENGTH })}
          value={values.code}
          onChange={change('code')}
          error={errors.code}
        />
        <NewPasswordFields
          labels={{ password: _('screens.newPassword.newPassword'), confirm: _('screens.newPassword.confirmNewPassword') }}
          values={values}
          errors={errors}
          onChange={change}
        />
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={reset.isPending}>
          {reset.isPending ? _('screens.newPassword.resetting') : _('screens.newPassword.reset')}
        </button>
      </form>
    </>
  );
}
