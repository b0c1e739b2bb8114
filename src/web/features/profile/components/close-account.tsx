import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { useCloseAccount } from '@web/features/profile/api/close-account';
import { saveProblemOf } from '@web/lib/form-errors';
import styles from '@web/features/profile/components/profile-sections.module.css';

const fields = ['password', 'confirmation'] as const;

/**
 * "Close my account" (issue 30 item 4): a clear warning of what goes and what stays, the
 * password again and the email typed as confirmation. The button is disabled while the
 * request runs; the server closes once whatever is sent twice.
 */
export function CloseAccount({ email }: { email: string }) {
  const { _ } = useLingui();
  const headingId = useId();
  const warningId = useId();
  const navigate = useNavigate();
  const close = useCloseAccount();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const problem = close.isError
    ? saveProblemOf(close.error, fields, _, { failed: 'screens.profile.close.failed', fixFields: 'screens.profile.close.fixFields' })
    : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (close.isPending) return;
    close.mutate({ password: password || undefined, confirmation }, { onSuccess: () => navigate(paths.home.getHref(), { replace: true }) });
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {_('screens.profile.close.title')}
      </h2>
      <p id={warningId}>
        <strong>{_('screens.profile.close.warning')}</strong>
      </p>
      <form className={styles.section} onSubmit={submit} noValidate aria-describedby={warningId}>
        <TextField
          label={_('screens.profile.close.password')}
          hint={_('screens.profile.close.passwordHint')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={problem?.fields.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={_({ id: 'screens.profile.close.confirmation', values: { email } })}
          name="confirmation"
          autoComplete="off"
          value={confirmation}
          error={problem?.fields.confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={close.isPending}>
            {_('screens.profile.close.submit')}
          </button>
        </div>
        {problem && <FormAlert>{problem.message}</FormAlert>}
      </form>
    </section>
  );
}
