/**
 * The outside world the e2e app server talks to, as one process started by
 * playwright.config.ts before the app: a real SMTP server catching every mail (read
 * by the tests over a small HTTP API), a real OpenID Connect provider standing in
 * for Google, and Twilio's Messages API (the same HTTP server, as the app's Twilio
 * client calls it: its texts are read by the tests at GET /texts). Started by
 * `node e2e/support/start-outside-world.mjs`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startOidcProvider, TEST_OIDC_CLIENT } from '../../src/server/test/oidc-provider';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

/** A text the app sent through Twilio's Messages API, as the tests read it at GET /texts. */
export interface SentText {
  sid: string;
  /** E.164. */
  to: string;
  from: string;
  body: string;
  date: string;
}

export async function startOutsideWorld(): Promise<void> {
  if (env('E2E_OIDC_CLIENT_ID') !== TEST_OIDC_CLIENT.id || env('E2E_OIDC_CLIENT_SECRET') !== TEST_OIDC_CLIENT.secret) {
    throw new Error('e2e/support/ports.ts oidcClient must match TEST_OIDC_CLIENT of src/server/test/oidc-provider.ts');
  }

  const messages: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((message) => {
        messages.push(message);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(Number(env('E2E_SMTP_PORT')), '127.0.0.1', resolve));
  const oidc = await startOidcProvider({
    redirectUri: `${env('E2E_APP_URL')}/api/auth/callback/google`,
    port: Number(env('E2E_OIDC_PORT')),
  });

  const twilio = { sid: env('E2E_TWILIO_ACCOUNT_SID'), token: env('E2E_TWILIO_AUTH_TOKEN') };
  const texts: SentText[] = [];
  const messagesPath = `/2010-04-01/Accounts/${twilio.sid}/Messages.json`;
  const twilioAuthorization = `Basic ${Buffer.from(`${twilio.sid}:${twilio.token}`).toString('base64')}`;

  /**
   * GET /messages: every mail so far, newest last; DELETE /messages forgets them.
   * POST /2010-04-01/Accounts/{sid}/Messages.json: Twilio's "send a text", with its basic
   * auth and form, answered as Twilio does (201 and the message's sid); GET /texts: every
   * text so far, newest last.
   */
  const mailApi = createServer((request, response) => {
    if (request.url === messagesPath && request.method === 'POST') {
      receiveText(request, response);
      return;
    }
    if (request.url === '/texts' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(texts));
      return;
    }
    if (request.url !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    if (request.method === 'DELETE') {
      messages.length = 0;
      response.writeHead(204).end();
      return;
    }
    const body = messages.map((message) => ({
      to: [message.to]
        .flat()
        .flatMap((to) => to?.value.map((entry) => entry.address?.toLowerCase() ?? '') ?? []),
      subject: message.subject ?? '',
      text: message.text ?? '',
      date: message.date?.toISOString() ?? null,
      // Each header as it was sent ("List-Unsubscribe: <…>"), by its lower-case name.
      headers: Object.fromEntries(message.headerLines.map((line) => [line.key, line.line.replace(/^[^:]+:\s*/, '')])),
      // Calendar files and other text attachments, as text.
      attachments: message.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, content: file.content.toString('utf8') })),
    }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  function receiveText(request: IncomingMessage, response: ServerResponse): void {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const answer = (status: number, json: Record<string, unknown>) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (request.headers.authorization !== twilioAuthorization) {
        answer(401, { code: 20003, message: 'Authenticate', status: 401 });
        return;
      }
      const form = new URLSearchParams(body);
      const [to, from, text] = [form.get('To'), form.get('From') ?? form.get('MessagingServiceSid'), form.get('Body')];
      if (!to || !from || !text) {
        answer(400, { code: 21604, message: "A 'To', 'From' and 'Body' are required.", status: 400 });
        return;
      }
      const sid = `SM${randomBytes(16).toString('hex')}`;
      texts.push({ sid, to, from, body: text, date: new Date().toISOString() });
      answer(201, { sid, status: 'queued', to, from, body: text });
    });
  }

  await new Promise<void>((resolve) => mailApi.listen(Number(env('E2E_MAIL_API_PORT')), '127.0.0.1', resolve));

  console.log(`outside world ready: SMTP on ${env('E2E_SMTP_PORT')}, mail and Twilio API on ${env('E2E_MAIL_API_PORT')}, OpenID provider ${oidc.issuer}`);

  const stop = () => {
    mailApi.close();
    void Promise.all([new Promise<void>((resolve) => smtp.close(() => resolve())), oidc.close()]).finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
