import { describe, expect, it } from 'vitest';
import { seriesPreviewSchema, seriesSchema } from '@shared/contracts/booking-series';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { mailTo } from '../../test/mail-catcher';
import { booking, PINNED_NOW } from '../../test/booking';

/** ADR 0040: a series is confirmed to the customer in one mail listing its visits; its provider hears of each visit. */
const t = useTestAppWithMail({ now: () => PINNED_NOW });

describe('the mails of a series', () => {
  it('confirms the series to the customer in one mail with a calendar entry per visit, and tells the provider of each visit', async () => {
    const provider = await t.signUpProvider('Pat Provider');
    const { client, user } = await t.signUpCustomer('Sam Series');
    const first = { date: '2027-03-15', time: '10:00 AM' };
    const repeat = { everyWeeks: 3, count: 3 };
    const preview = seriesPreviewSchema.parse((await client.post('/api/appointment-series/preview', { serviceId: 'test-grooming', petType: 'Dog', ...first, repeat })).json());
    const response = await client.post('/api/appointment-series', { ...booking(first), repeat, visits: preview.visits.map(({ date, time }) => ({ date, time })) });
    expect(response.statusCode, response.body).toBe(201);
    const series = seriesSchema.parse(response.json());

    const mail = await t.mail.waitFor(mailTo(user.email, /Your 3 visits are confirmed/));
    expect(mail.subject).toBe('Your 3 visits are confirmed: Test Grooming Service for Biscuit, from Monday, March 15, 2027 at 10:00 AM');
    for (const line of [
      'Visit 1: Monday, March 15, 2027 at 10:00 AM',
      'Visit 2: Monday, April 5, 2027 at 10:00 AM',
      'Visit 3: Monday, April 26, 2027 at 10:00 AM',
    ]) {
      expect(mail.text).toContain(line);
    }
    const calendars = mail.attachments.filter((attachment) => attachment.contentType.startsWith('text/calendar'));
    expect(calendars).toHaveLength(3);
    for (const [index, visit] of series.appointments.entries()) expect(calendars[index]!.content.toString()).toContain(visit.id);

    // The provider hears of each visit; by then every mail of the booking has gone.
    for (const date of ['Monday, March 15, 2027', 'Monday, April 5, 2027', 'Monday, April 26, 2027']) {
      await t.mail.waitFor((sent) => mailTo(provider.user.email)(sent) && (sent.text ?? '').includes(date));
    }
    expect(t.mail.messages.filter((sent) => mailTo(user.email)(sent) && /confirmed/.test(sent.subject ?? ''))).toHaveLength(1);
  });
});
