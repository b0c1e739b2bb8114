import { Navigate, useSearchParams } from 'react-router';
import { Link } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { NewPasswordForm } from '@web/features/auth/components/new-password-form';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/features/auth/components/auth.module.css';
import { Trans, useLingui } from '@lingui/react';

/** /new-password?email=…; without the email there is nothing to reset, so back to /reset-password. */
export function NewPasswordRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.newPassword.title'));
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  if (email === '') return <Navigate to={paths.resetPassword.getHref()} replace />;

  return (
    <AuthCard
      title={_('screens.newPassword.title')}
      intro={<Trans id="screens.newPassword.intro" values={{ email }} components={{ 0: <strong /> }} />}
    >
      <NewPasswordForm email={email} />
      <p className={styles.switch}>
        {_('screens.newPassword.noEmail')}{' '}
        <Link to={paths.resetPassword.getHref()} state={{ email }}>
          {_('screens.newPassword.sendNewCode')}
        </Link>
      </p>
    </AuthCard>
  );
}
