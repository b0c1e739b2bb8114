import { Link } from 'react-router';
import { paths } from '@shared/routes/paths';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { ResetRequestForm } from '@web/features/auth/components/reset-request-form';
import { useSignInHandover } from '@web/features/auth/lib/sign-in-handover';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/features/auth/components/auth.module.css';

export function ResetPasswordRoute() {
  useDocumentTitle('Reset Password');
  const { email } = useSignInHandover();
  return (
    <AuthCard
      title="Reset Password"
      intro="Enter the email address of your account and we will email you a 6-digit code to set a new password."
    >
      <ResetRequestForm defaultEmail={email} />
      <p className={styles.switch}>
        Remembered it? <Link to={paths.login.getHref()}>Back to Sign In</Link>
      </p>
    </AuthCard>
  );
}
