import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export const TEST_OIDC_CLIENT = { id: 'pet-haven-test-client', secret: 'pet-haven-test-client-secret-0123456789' };

/** The claims of whoever signs in: the development login form's login is their email. */
export function oidcClaimsFor(email: string) {
  const name = email
    .split('@')[0]!
    .split(/[._-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
  return { sub: email, email, email_verified: true, name };
}

/**
 * A real OpenID Connect provider (npm `oidc-provider`) standing in for Google. Its
 * development login form takes any login (we type an email) and any password, asks
 * for consent, then redirects back with an authorization code (PKCE required).
 */
export async function startOidcProvider(options: { redirectUri: string; port?: number }): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.id,
        client_secret: TEST_OIDC_CLIENT.secret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_context, accountId) => ({ accountId, claims: async () => oidcClaimsFor(accountId) }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['pet-haven-test-oidc-cookie-key'] },
    pkce: { required: () => true },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId: TEST_OIDC_CLIENT.id,
    clientSecret: TEST_OIDC_CLIENT.secret,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
