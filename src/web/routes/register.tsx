import { Navigate } from 'react-router';
import { useSession } from '@web/lib/session';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { RegisterForm } from '@web/features/auth/components/register-form';
import { useSignInHandover } from '@web/features/auth/lib/sign-in-handover';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useLingui } from '@lingui/react';

/** /register; the new account is signed in at once and goes on to the page that was wanted. */
export function RegisterRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.register.title'));
  const handover = useSignInHandover();
  const { user } = useSession();
  if (user) return <Navigate to={handover.target} replace />;
  return (
    <AuthCard title={_('screens.register.title')} intro={_('screens.register.intro')}>
      <RegisterForm handover={handover} />
    </AuthCard>
  );
}
