import { useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@web/lib/routing';
import { accountMessages } from '@shared/contracts/account-rules';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { useAuthConfig } from '@web/features/auth/api/get-auth-config';
import { useSignInWithGoogle } from '@web/features/auth/api/sign-in-with-google';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { EmailSignInForm } from '@web/features/auth/components/email-sign-in-form';
import { GoogleIcon } from '@web/features/auth/components/google-icon';
import type { SignInHandover } from '@web/features/auth/lib/sign-in-handover';
import styles from '@web/features/auth/components/auth.module.css';
import { useLingui } from '@lingui/react';

/** The banner's message id: the handed-over one, else the appointments rule (spec §2 Login). */
function bannerFor({ message, target }: SignInHandover): string | undefined {
  if (message) return message;
  return target.split(/[?#]/)[0] === paths.checkAppointment.getHref()
    ? accountMessages.signInToViewAppointments
    : undefined;
}

function SignInOptions({
  handover,
  onChooseEmail,
  focusEmailChoice,
}: {
  handover: SignInHandover;
  onChooseEmail: () => void;
  focusEmailChoice: boolean;
}) {
  const [searchParams] = useSearchParams();
  const config = useAuthConfig();
  const google = useSignInWithGoogle();
  const emailChoiceRef = useRef<HTMLButtonElement>(null);
  // Google sends the browser back here with ?error=… when its sign-in fails.
  const googleReturnedError = searchParams.has('error');
  const { _ } = useLingui();

  useLayoutEffect(() => {
    if (focusEmailChoice) emailChoiceRef.current?.focus();
  }, [focusEmailChoice]);

  const continueWithGoogle = () => {
    if (google.isPending) return;
    google.mutate({
      callbackURL: handover.target,
      errorCallbackURL: `${paths.login.getHref()}?${new URLSearchParams({ redirect: handover.target }).toString()}`,
    });
  };

  return (
    <div className={styles.options}>
      {(google.isError || (googleReturnedError && google.isIdle)) && (
        <FormAlert key={google.submittedAt}>
          <p>{_(accountMessages.googleFailed)}</p>
        </FormAlert>
      )}
      {config.data?.google && (
        <>
          <button
            type="button"
            className={buttonClass('outline', { block: true })}
            onClick={continueWithGoogle}
            disabled={google.isPending || google.isSuccess}
          >
            <GoogleIcon />
            {google.isPending || google.isSuccess ? _('screens.signIn.redirectingToGoogle') : _('screens.signIn.continueWithGoogle')}
          </button>
          <p className={styles.divider}>{_('screens.signIn.or')}</p>
        </>
      )}
      <button ref={emailChoiceRef} type="button" className={buttonClass('primary', { block: true })} onClick={onChooseEmail}>
        {_('screens.signIn.withEmail')}
      </button>
    </div>
  );
}

/**
 * /login (spec §2): Google or email and password, the email form behind a toggle with
 * a way back, the handed-over banner and email, and a link to create an account.
 */
export function SignIn({ handover }: { handover: SignInHandover }) {
  // An email handed over (from the home page sign-up or a password reset) means email sign-in.
  const [showEmailForm, setShowEmailForm] = useState(handover.email !== '');
  const [cameBack, setCameBack] = useState(false);
  const { _ } = useLingui();
  const banner = bannerFor(handover);

  return (
    <AuthCard title={_('screens.signIn.title')} intro={_('screens.signIn.intro')}>
      {banner && (
        <FormNotice>
          <p>{_(banner)}</p>
        </FormNotice>
      )}
      {showEmailForm ? (
        <EmailSignInForm
          defaultEmail={handover.email}
          initialFocus={handover.email ? 'password' : 'email'}
          onBack={() => {
            setShowEmailForm(false);
            setCameBack(true);
          }}
        />
      ) : (
        <SignInOptions handover={handover} onChooseEmail={() => setShowEmailForm(true)} focusEmailChoice={cameBack} />
      )}
      <p className={styles.switch}>
        {_('screens.signIn.noAccount')}{' '}
        <Link to={paths.register.getHref()} state={{ from: handover.target }}>
          {_('screens.signIn.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
