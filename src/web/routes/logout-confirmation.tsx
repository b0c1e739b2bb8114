import { Link } from 'react-router';
import { siteConfig } from '@shared/site-config/site-config';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useForgetEndedSession } from '@web/features/auth/api/sign-out';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /logout-confirmation: the farewell page after signing out (spec §2). */
export function LogoutConfirmationRoute() {
  useDocumentTitle('Signed Out');
  useForgetEndedSession();
  return (
    <AuthCard
      title="You have been signed out"
      intro={`Thank you for visiting ${siteConfig.brand}. We hope to see you and your pets again soon!`}
    >
      <Link to={paths.home.getHref()} className={buttonClass('primary', { block: true })}>
        Return to Home
      </Link>
    </AuthCard>
  );
}
