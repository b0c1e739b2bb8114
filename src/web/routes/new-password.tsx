import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '@shared/routes/paths';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { NewPasswordForm } from '@web/features/auth/components/new-password-form';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/features/auth/components/auth.module.css';

/** /new-password?email=…; without the email there is nothing to reset, so back to /reset-password. */
export function NewPasswordRoute() {
  useDocumentTitle('Set New Password');
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  if (email === '') return <Navigate to={paths.resetPassword.getHref()} replace />;

  return (
    <AuthCard
      title="Set New Password"
      intro={
        <>
          If an account exists for <strong>{email}</strong>, we have emailed it a code. Enter the code and choose
          a new password.
        </>
      }
    >
      <NewPasswordForm email={email} />
      <p className={styles.switch}>
        No email? <Link to={paths.resetPassword.getHref()} state={{ email }}>Send a new code</Link>
      </p>
    </AuthCard>
  );
}
