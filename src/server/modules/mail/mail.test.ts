import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { mailTo, startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Mail is a job (D16, D23): queued with the change that causes it, sent after the commit, retried when SMTP fails. */
const NOW = new Date('2027-03-10T14:00:00Z');
const mailJobsTo = (t: TestApp, email: string) =>
  t.database.db.select().from(jobs).where(and(eq(jobs.kind, 'mail'), sql`${jobs.payload} ->> 'to' = ${email}`));

describe('mail through SMTP', () => {
  let mail: MailCatcher;
  let t: TestApp;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('is sent once, and its job is done', async () => {
    const user = newUser();
    await new ApiClient(t.app).signUp(user);
    await mail.waitFor((m) => mailTo(user.email)(m) && /confirm/i.test(m.subject ?? ''));
    await t.app.jobs.runDue();
    expect(await mailJobsTo(t, user.email)).toEqual([
      expect.objectContaining({ status: 'done', attempts: 1, lastError: null, finishedAt: NOW, leaseOwner: null }),
    ]);
    expect(mail.messages.filter(mailTo(user.email))).toHaveLength(1);
  });
});

describe('mail when the SMTP server does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' }, now: () => NOW });
  });
  afterAll(() => t.close());

  it('stays queued with its error, due again after the backoff', async () => {
    const user = newUser();
    await new ApiClient(t.app).signUp(user);
    await t.app.jobs.runDue();
    const [job] = await mailJobsTo(t, user.email);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, runAt: new Date(NOW.getTime() + 30_000), leaseOwner: null });
    expect(job?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
