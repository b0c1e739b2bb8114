import { Navigate } from 'react-router';
import { useSession } from '@web/lib/session';
import { SignIn } from '@web/features/auth/components/sign-in';
import { useSignInHandover } from '@web/features/auth/lib/sign-in-handover';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useLingui } from '@lingui/react';

/** /login; once a session exists (just signed in, or already), on to the page that was wanted. */
export function LoginRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.signIn.title'));
  const handover = useSignInHandover();
  const { user } = useSession();
  if (user) return <Navigate to={handover.target} replace />;
  return <SignIn handover={handover} />;
}
