import { createAccount, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { bookingDate, bookThroughApi } from './support/booking';
import { expect, test, type Page } from './support/test';

const main = (page: Page) => page.getByRole('main');
const TIMES = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM',
  '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM'];

/**
 * Issue 15: a long list of appointments comes a page at a time (twenty), and the next
 * page is one keyboard press away; the button goes with the last page and the status
 * line says what came and keeps the reader's place.
 */
test('a long list shows twenty appointments, then the rest on request, by keyboard', async ({ page }, testInfo) => {
  await createAccount(page.request, newAccount('Paige Pages'));
  const first = bookingDate(testInfo, 66);
  const second = bookingDate(testInfo, 67);
  for (const time of TIMES) await bookThroughApi(page.request, { date: first, time, petName: 'Pager' });
  for (const time of TIMES.slice(0, 5)) await bookThroughApi(page.request, { date: second, time, petName: 'Pager' });

  await page.goto('/check-appointment');
  const upcoming = main(page).getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('article')).toHaveCount(20);
  const more = main(page).getByRole('button', { name: 'Show more appointments' });
  await expect(more).toBeVisible();
  await expectNoAxeViolations(page);

  await more.focus();
  await page.keyboard.press('Enter');
  await expect(upcoming.getByRole('article')).toHaveCount(21);
  await expect(more).toHaveCount(0);
  const status = main(page).getByRole('status').filter({ hasText: '1 more appointment shown.' });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
  // Soonest first across the pages: the last one is the second day's fifth.
  await expect(upcoming.getByRole('article').last()).toContainText('11:00 AM');
});
