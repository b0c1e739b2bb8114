import type { Locale } from '@shared/i18n/locales';
import { paths } from '@shared/routes/paths';
import { apiRequest } from '@web/lib/api-client';
import { lookUpEmail } from '@web/lib/email-lookup';

export interface SignUpDestination {
  to: string;
  /** `message`: a message id, shown by the sign-in page in the visitor's language. */
  state: { email: string; message?: string };
}

/**
 * Where the home page sign-up sends an email address (spec §7 call 6): a
 * registered address goes to /login with a message, any other to /register
 * with the email prefilled. The email is first recorded as an inquiry (issue 30:
 * implied consent to news for 6 months), in the page's language.
 */
export async function findSignUpDestination({ email, locale }: { email: string; locale: Locale }): Promise<SignUpDestination> {
  await apiRequest<null>('/api/newsletter/inquiries', { method: 'POST', body: { email, locale } });
  const signInMethods = await lookUpEmail(email);
  return signInMethods.length > 0
    ? { to: paths.login.getHref(), state: { email, message: 'common.newsletter.alreadyRegistered' } }
    : { to: paths.register.getHref(), state: { email } };
}
