import { Navigate } from 'react-router';
import { useSession } from '@web/lib/session';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { RegisterForm } from '@web/features/auth/components/register-form';
import { useSignInHandover } from '@web/features/auth/lib/sign-in-handover';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /register; the new account is signed in at once and goes on to the page that was wanted. */
export function RegisterRoute() {
  useDocumentTitle('Create Account');
  const handover = useSignInHandover();
  const { user } = useSession();
  if (user) return <Navigate to={handover.target} replace />;
  return (
    <AuthCard
      title="Create Account"
      intro="Join us to shop, book grooming and vet visits, and keep your pets' details in one place."
    >
      <RegisterForm handover={handover} />
    </AuthCard>
  );
}
