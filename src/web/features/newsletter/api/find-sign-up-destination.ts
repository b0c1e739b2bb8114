import { paths } from '@web/app/paths';

export interface SignUpDestination {
  to: string;
  state: { email: string; message?: string };
}

/**
 * Where the home page sign-up sends an email address (spec §7 call 6): a
 * registered address goes to /login with a message, any other to /register
 * with the email prefilled. The server-side email lookup (D15) arrives with
 * the accounts feature and replaces this body; until then every address is
 * treated as new.
 */
export async function findSignUpDestination(email: string): Promise<SignUpDestination> {
  return { to: paths.register.getHref(), state: { email } };
}
