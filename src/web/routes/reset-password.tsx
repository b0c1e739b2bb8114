import { Link } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { ResetRequestForm } from '@web/features/auth/components/reset-request-form';
import { useSignInHandover } from '@web/features/auth/lib/sign-in-handover';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/features/auth/components/auth.module.css';
import { useLingui } from '@lingui/react';
import { RESET_CODE_LENGTH } from '@shared/contracts/account-rules';

export function ResetPasswordRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.reset.title'));
  const { email } = useSignInHandover();
  return (
    <AuthCard title={_('screens.reset.title')} intro={_('screens.reset.intro', { digits: RESET_CODE_LENGTH })}>
      <ResetRequestForm defaultEmail={email} />
      <p className={styles.switch}>
        {_('screens.reset.remembered')} <Link to={paths.login.getHref()}>{_('screens.reset.backToSignIn')}</Link>
      </p>
    </AuthCard>
  );
}
