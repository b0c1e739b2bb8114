import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  accountMessages,
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_EMAIL_PATTERN,
} from '@shared/contracts/account-rules';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { NewPasswordFields } from '@web/features/auth/components/new-password-fields';
import { useSignUpWithEmail } from '@web/features/auth/api/sign-up-with-email';
import { focusFirstInvalid, type FieldErrors } from '@web/lib/form-errors';
import type { SignInHandover } from '@web/features/auth/lib/sign-in-handover';
import styles from '@web/features/auth/components/auth.module.css';

const fields = ['name', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

/** The spec's registration rules (§5) with its words. */
export function validateRegistration(values: Values): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (values.name.trim() === '') errors.name = 'Please enter your display name.';
  if (!RESET_EMAIL_PATTERN.test(values.email.trim())) errors.email = accountMessages.invalidEmail;
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = accountMessages.passwordTooShort;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = accountMessages.passwordsDoNotMatch;
  return errors;
}

export function RegisterForm({ handover }: { handover: SignInHandover }) {
  const signUp = useSignUpWithEmail();
  const [values, setValues] = useState<Values>({ name: '', email: handover.email, password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const found = validateRegistration(values);
    setErrors(found);
    if (focusFirstInvalid(event.currentTarget, fields, found)) return;
    signUp.mutate({ name: values.name.trim(), email: values.email.trim(), password: values.password });
  };

  const emailInUse = signUp.error?.message === accountMessages.emailInUse;

  return (
    <>
      {signUp.isError && (
        <FormAlert key={signUp.submittedAt}>
          <p>{signUp.error.message}</p>
          {emailInUse && (
            <p>
              <Link to={paths.login.getHref()} state={{ from: handover.target, email: values.email.trim() }}>
                Go to Sign In
              </Link>
            </p>
          )}
        </FormAlert>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Display Name"
          name="name"
          autoComplete="name"
          required
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          value={values.name}
          onChange={change('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <NewPasswordFields
          labels={{ password: 'Password', confirm: 'Confirm Password' }}
          values={values}
          errors={errors}
          onChange={change}
        />
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
      <p className={styles.switch}>
        Already have an account?{' '}
        <Link to={paths.login.getHref()} state={{ from: handover.target, email: values.email.trim() }}>
          Sign in
        </Link>
      </p>
    </>
  );
}
