import { useState, type FormEvent } from 'react';
import { Link } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { useSignInWithEmail } from '@web/features/auth/api/sign-in-with-email';
import styles from '@web/features/auth/components/auth.module.css';
import { useLingui } from '@lingui/react';
import { signInBodySchema } from '@shared/contracts/accounts';
import { focusFirstInvalid, validateWith, type FieldErrors } from '@web/lib/form-errors';
import { useWords } from '@web/lib/i18n';
import { messageOf } from '@web/lib/message-error';

const fields = ['email', 'password'] as const;
type Field = (typeof fields)[number];

/** Email and password sign-in; on success the session updates and /login moves on. */
export function EmailSignInForm({
  defaultEmail,
  initialFocus,
  onBack,
}: {
  defaultEmail: string;
  /** The field the visitor goes on with: the email, or the password when it is known. */
  initialFocus: 'email' | 'password';
  onBack: () => void;
}) {
  const { _ } = useLingui();
  const words = useWords();
  const signIn = useSignInWithEmail();
  const [email, setEmail] = useState(defaultEmail);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const checked = validateWith<typeof signInBodySchema, Field>(signInBodySchema, { email, password }, _);
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      focusFirstInvalid(event.currentTarget, fields, checked.errors);
      return;
    }
    signIn.mutate(checked.data);
  };

  return (
    <>
      {signIn.isError && (
        <FormAlert key={signIn.submittedAt}>
          <p>{words(messageOf(signIn.error))}</p>
        </FormAlert>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={_('screens.account.email')}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors(({ email: _fixed, ...rest }) => rest);
          }}
          error={errors.email}
          // The form appears because the visitor asked for it (or was handed over): focus follows.
          autoFocus={initialFocus === 'email'}
        />
        <TextField
          label={_('screens.account.password')}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          autoFocus={initialFocus === 'password'}
          onChange={() => setErrors(({ password: _fixed, ...rest }) => rest)}
          error={errors.password}
        />
        <p className={styles.formLinks}>
          <Link to={paths.resetPassword.getHref()} state={{ email: email.trim() }}>
            {_('screens.signIn.forgotPassword')}
          </Link>
        </p>
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={signIn.isPending}>
          {signIn.isPending ? _('screens.signIn.signingIn') : _('screens.signIn.submit')}
        </button>
      </form>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        <span aria-hidden="true">← </span>
        {_('screens.signIn.backToOptions')}
      </button>
    </>
  );
}
