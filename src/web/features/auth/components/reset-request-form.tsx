import { useState, type FormEvent } from 'react';
import { useNavigate } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { accountMessages } from '@shared/contracts/account-rules';
import { resetRequestBodySchema } from '@shared/contracts/accounts';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { useRequestPasswordReset } from '@web/features/auth/api/request-password-reset';
import { focusFirstInvalid, validateWith, type FieldErrors } from '@web/lib/form-errors';
import { useWords } from '@web/lib/i18n';
import { waitMessageOf } from '@web/lib/message-error';
import styles from '@web/features/auth/components/auth.module.css';

/** /reset-password's form (spec §2 Reset, §5, D14): a valid email, then the code is emailed. */
export function ResetRequestForm({ defaultEmail }: { defaultEmail: string }) {
  const { _ } = useLingui();
  const words = useWords();
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(defaultEmail);
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const checked = validateWith<typeof resetRequestBodySchema, 'email'>(resetRequestBodySchema, { email }, _);
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      focusFirstInvalid(event.currentTarget, ['email'], checked.errors);
      return;
    }
    const address = checked.data.email;
    request.mutate(address, { onSuccess: () => navigate(paths.newPassword.getHref(address)) });
  };

  return (
    <>
      {request.isError && (
        <FormAlert key={request.submittedAt}>
          <p>{words(waitMessageOf(request.error) ?? accountMessages.resetError)}</p>
        </FormAlert>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={_('screens.account.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors({});
          }}
          error={errors.email}
        />
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={request.isPending}>
          {request.isPending ? _('screens.reset.sending') : _('screens.reset.send')}
        </button>
      </form>
    </>
  );
}
