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

describe('what became of each mail', () => {
  const tally = () => {
    const counts = { smtp: 0, log: 0, failed: 0 };
    return { counts, outcomes: { sent: (via: 'smtp' | 'log') => void (counts[via] += 1), failed: () => void (counts.failed += 1) } };
  };
  const mail = { to: 'robin@example.com', subject: 'Hello', text: 'Hello.' };

  it('is counted as written to the log without SMTP_URL', async () => {
    const { counts, outcomes } = tally();
    await createMailDelivery({ log: pino({ level: 'silent' }), smtpUrl: undefined, from: undefined, outcomes }).send(mail, job);
    expect(counts).toEqual({ smtp: 0, log: 1, failed: 0 });
  });

  it('is counted as failed when the SMTP server cannot be reached, and the job still fails', async () => {
    const { counts, outcomes } = tally();
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const delivery = createMailDelivery({ log: pino({ level: 'silent' }), smtpUrl: 'smtp://127.0.0.1:1', from: undefined, outcomes });
    await expect(delivery.send(mail, job)).rejects.toThrow();
    await expect(delivery.send({ to: 'robin@example.com' }, job)).rejects.toThrow();
    delivery.close();
    expect(counts).toEqual({ smtp: 0, log: 0, failed: 2 });
  });
});
