import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_BASE_URL } from './test-app';

type App = Pick<FastifyInstance, 'inject'>;

/**
 * A browser-like client over `app.inject`: keeps its cookies, sends our Origin on
 * every request like a same-site page would, and comes from its own IP address.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  private static nextHost = 1;
  readonly ip: string;

  constructor(
    private readonly app: App,
    options: { ip?: string } = {},
  ) {
    this.ip = options.ip ?? `10.0.${Math.floor(ApiClient.nextHost / 250)}.${(ApiClient.nextHost++ % 250) + 1}`;
  }

  request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.send(method, url, body === undefined ? undefined : { payload: JSON.stringify(body), contentType: 'application/json' }, headers);
  }

  /** POSTs raw bytes as the body, as a browser's file upload does. */
  upload = (url: string, bytes: Buffer, contentType: string, headers: Record<string, string> = {}) =>
    this.send('POST', url, { payload: bytes, contentType }, headers);

  private async send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body: { payload: string | Buffer; contentType: string } | undefined,
    headers: Record<string, string>,
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        origin: TEST_BASE_URL,
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...(body ? { 'content-type': body.contentType } : {}),
        ...headers,
      },
      ...(body ? { payload: body.payload } : {}),
    });
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body: unknown = {}, headers?: Record<string, string>) => this.request('POST', url, body, headers);

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async signUp(user: { name: string; email: string; password: string }) {
    const response = await this.post('/api/auth/sign-up/email', user);
    if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
    return response;
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

let counter = 0;
/** A fresh, valid account's details. */
export function newUser(name = 'Avery Walker') {
  counter += 1;
  return { name, email: `user${counter}.${Date.now()}@example.com`, password: 'correct horse 42' };
}
