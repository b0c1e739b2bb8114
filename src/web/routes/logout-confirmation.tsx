import { Link } from '@web/lib/routing';
import { siteConfig } from '@shared/site-config/site-config';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useForgetEndedSession } from '@web/features/auth/api/sign-out';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useLingui } from '@lingui/react';

/** /logout-confirmation: the farewell page after signing out (spec §2). */
export function LogoutConfirmationRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.signedOut.title'));
  useForgetEndedSession();
  return (
    <AuthCard title={_('screens.signedOut.heading')} intro={_('screens.signedOut.intro', { brand: siteConfig.brand })}>
      <Link to={paths.home.getHref()} className={buttonClass('primary', { block: true })}>
        {_('screens.signedOut.returnHome')}
      </Link>
    </AuthCard>
  );
}
