import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  accountMessages,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_LENGTH,
  RESET_CODE_MINUTES,
} from '@shared/contracts/account-rules';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { NewPasswordFields } from '@web/features/auth/components/new-password-fields';
import { useResetPassword } from '@web/features/auth/api/reset-password';
import { focusFirstInvalid, type FieldErrors } from '@web/lib/form-errors';
import { isApiClientError } from '@web/lib/api-client';
import styles from '@web/features/auth/components/auth.module.css';

/** The spec's 3-second pause on the success state before /login (D3 keeps this timer). */
const REDIRECT_AFTER_RESET_MS = 3_000;
const passwordResetSignInMessage = 'Your password has been reset. Please sign in with your new password.';

const signInStateAfterReset = (email: string) => ({ email, message: passwordResetSignInMessage });

const fields = ['code', 'password', 'confirmPassword'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

export function validateNewPassword(values: Values): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`).test(values.code.trim())) {
    errors.code = `Please enter the ${RESET_CODE_LENGTH}-digit code from the email.`;
  }
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = accountMessages.newPasswordTooShort;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = accountMessages.newPasswordsDoNotMatch;
  return errors;
}

/** What went wrong with the code, and whether a new code is the way out. */
export function resetFailure(error: unknown): { message: string; needsNewCode: boolean } {
  const code = isApiClientError(error) ? error.code : '';
  switch (code) {
    case 'INVALID_OTP':
      return { message: 'That code is not right. Please check the email and try again.', needsNewCode: false };
    case 'OTP_EXPIRED':
      return { message: `That code has expired: codes work for ${RESET_CODE_MINUTES} minutes.`, needsNewCode: true };
    case 'TOO_MANY_ATTEMPTS':
      return { message: 'That code was entered wrongly too many times, so it no longer works.', needsNewCode: true };
    case 'PASSWORD_TOO_SHORT':
      return { message: accountMessages.newPasswordTooShort, needsNewCode: false };
    default:
      return { message: accountMessages.resetFailed, needsNewCode: false };
  }
}

function ResetSucceeded({ email }: { email: string }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
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
        <p>Your password has been reset.</p>
      </FormNotice>
      <p>Taking you to the sign-in page in a few seconds.</p>
      <Link to={paths.login.getHref()} replace state={signInStateAfterReset(email)} className={buttonClass('primary', { block: true })}>
        Sign In Now
      </Link>
    </div>
  );
}

/** /new-password's form (spec §2 Reset, §5, D14): the emailed code and the new password twice. */
export function NewPasswordForm({ email }: { email: string }) {
  const reset = useResetPassword();
  const [values, setValues] = useState<Values>({ code: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  if (reset.isSuccess) return <ResetSucceeded email={email} />;

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const found = validateNewPassword(values);
    setErrors(found);
    if (focusFirstInvalid(event.currentTarget, fields, found)) return;
    reset.mutate({ email, otp: values.code.trim(), password: values.password });
  };

  const failure = reset.isError ? resetFailure(reset.error) : undefined;

  return (
    <>
      {failure && (
        <FormAlert key={reset.submittedAt}>
          <p>{failure.message}</p>
          {failure.needsNewCode && (
            <p>
              <Link to={paths.resetPassword.getHref()} state={{ email }}>
                Request a new code
              </Link>
            </p>
          )}
        </FormAlert>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Reset Code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={RESET_CODE_LENGTH}
          hint={`The ${RESET_CODE_LENGTH}-digit code we emailed you.`}
          value={values.code}
          onChange={change('code')}
          error={errors.code}
        />
        <NewPasswordFields
          labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
          values={values}
          errors={errors}
          onChange={change}
        />
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={reset.isPending}>
          {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
        </button>
      </form>
    </>
  );
}
