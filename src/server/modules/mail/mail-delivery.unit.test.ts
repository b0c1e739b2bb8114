import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailDelivery } from './mail-delivery';

const job = { id: 1, kind: 'mail', attempt: 1 };

describe('mail delivery without SMTP_URL', () => {
  it('writes the mail to the log, where a newcomer finds the reset code', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    );
    const delivery = createMailDelivery({ log, smtpUrl: undefined, from: undefined });
    await delivery.send({ to: 'robin@example.com', subject: 'Your Pet Haven password reset code: 123456', text: 'Your code is 123456.' }, job);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        mailTo: 'robin@example.com',
        subject: 'Your Pet Haven password reset code: 123456',
        msg: 'Mail not sent (no SMTP_URL); it reads:\nYour code is 123456.',
      }),
    ]);
  });

  it('refuses a payload that is not a mail, so the job fails visibly', async () => {
    const delivery = createMailDelivery({ log: pino({ level: 'silent' }), smtpUrl: undefined, from: undefined });
    await expect(delivery.send({ to: 'robin@example.com' }, job)).rejects.toThrow();
  });
});
