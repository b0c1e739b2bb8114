import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { accountMessages, RESET_EMAIL_PATTERN } from '@shared/contracts/account-rules';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { useRequestPasswordReset } from '@web/features/auth/api/request-password-reset';
import styles from '@web/features/auth/components/auth.module.css';

/** /reset-password's form (spec §2 Reset, §5, D14): a valid email, then the code is emailed. */
export function ResetRequestForm({ defaultEmail }: { defaultEmail: string }) {
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(defaultEmail);
  const [emailError, setEmailError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const address = email.trim();
    if (!RESET_EMAIL_PATTERN.test(address)) {
      setEmailError(accountMessages.invalidEmail);
      (event.currentTarget.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    request.mutate(address, { onSuccess: () => navigate(paths.newPassword.getHref(address)) });
  };

  return (
    <>
      {request.isError && (
        <FormAlert key={request.submittedAt}>
          <p>{accountMessages.resetError}</p>
        </FormAlert>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
          error={emailError}
        />
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={request.isPending}>
          {request.isPending ? 'Sending Code...' : 'Send Reset Code'}
        </button>
      </form>
    </>
  );
}
