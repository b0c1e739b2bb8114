import { useId, type FormEvent } from 'react';
import { useNavigate } from '@web/lib/routing';
import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@shared/i18n/locales';
import { siteConfig } from '@shared/site-config/site-config';
import { buttonClass } from '@web/components/ui/button-class';
import { findSignUpDestination } from '@web/features/newsletter/api/find-sign-up-destination';
import styles from '@web/features/newsletter/components/newsletter-signup.module.css';
import { useLingui } from '@lingui/react';

/** Home page sign-up: idle, then checking (the email recorded as an inquiry, then looked up), then navigates or shows the spec's error (§4, §8). */
export function NewsletterSignup() {
  const { _, i18n } = useLingui();
  const headingId = useId();
  const inputId = useId();
  const navigate = useNavigate();
  const signUp = useMutation({
    mutationFn: findSignUpDestination,
    onSuccess: (destination) => navigate(destination.to, { state: destination.state }),
    onError: (error) => console.error('Sign-up email lookup failed', error),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!signUp.isPending) signUp.mutate({ email, locale: i18n.locale as Locale });
  };

  return (
    <section className={styles.signup} aria-labelledby={headingId}>
      <div className={styles.intro}>
        <h2 id={headingId}>{_('common.newsletter.heading', { brand: siteConfig.brand })}</h2>
        <p>{_('common.newsletter.text')}</p>
      </div>
      <div>
        {signUp.isError && (
          <p role="alert" className={styles.error}>
            {_('common.newsletter.lookupFailed')}
          </p>
        )}
        <form className={styles.form} onSubmit={submit}>
          <label htmlFor={inputId} className={styles.label}>
            {_('common.newsletter.emailLabel')}
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder={_('common.newsletter.emailPlaceholder')}
              className={styles.input}
            />
            <button type="submit" className={buttonClass('light')} disabled={signUp.isPending}>
              {signUp.isPending ? _('common.newsletter.checking') : _('common.newsletter.signUp')}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
