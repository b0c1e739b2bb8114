import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import type { AvailabilityResponse } from '@shared/contracts/booking';
import type { Pet } from '@shared/contracts/pets';
import { addDaysToDate, todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import { BookingWizard } from '@web/features/booking/components/booking-wizard';
import { queryKeys } from '@web/lib/query-keys';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';
import { serviceCatalog } from '@web/test/services';

const noLooks = { size: null, coat: null, weightKg: null };
const rex: Pet = { id: 'p1', name: 'Rex', type: 'Dog', age: '4 years', breed: 'Boxer', ...noLooks, createdAt: '2026-01-01T00:00:00.000Z' };
const mittens: Pet = { id: 'p2', name: 'Mittens', type: 'Cat', age: '3 years', breed: 'Not specified', ...noLooks, createdAt: '2026-01-01T00:00:00.000Z' };
const date = addDaysToDate(todayInZone(new Date(), siteConfig.timeZone), 3);
const availability: AvailabilityResponse = {
  date,
  timeZone: siteConfig.timeZone,
  slots: [
    { time: '9:00 AM', startsAt: `${date}T14:00:00.000Z`, available: false },
    { time: '9:30 AM', startsAt: `${date}T14:30:00.000Z`, available: true },
  ],
};

/** The wizard with the server's answers already in the cache, as after a first visit. */
function renderWizard(pets: Pet[] = [rex, mittens], path = '/book-appointment') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['services'], serviceCatalog);
  // Slots are always asked for afresh (staleTime 0); this answer counts as just arrived.
  queryClient.setQueryData([...queryKeys.availability, 'test-grooming', date], availability, { updatedAt: Date.now() + 60_000 });
  return renderScreen(<BookingWizard email="sam@example.com" pets={pets} />, { path, queryClient });
}

const next = () => screen.getByRole('button', { name: 'Next' });
const stepHeading = () => screen.getByRole('heading', { level: 2 });

async function toPetStep(user: ReturnType<typeof renderWizard>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'Grooming' }));
  await user.click(screen.getByRole('radio', { name: 'Test Grooming Service' }));
  await user.click(next());
  expect(stepHeading().textContent).toBe('Step 2 of 3: Pet information');
}

describe('the booking wizard (spec §2, §5)', () => {
  it('step 1 needs a category and a service, and says when a category is coming soon', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toContain('Please select a category.');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Grooming' }));

    const veterinary = screen.getByRole('radio', { name: 'Veterinary' });
    expect(document.getElementById(veterinary.getAttribute('aria-describedby')!)?.textContent).not.toContain('Coming soon');
    const specialty = screen.getByRole('radio', { name: 'Specialty' });
    expect(specialty.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(specialty.getAttribute('aria-describedby')!)?.textContent).toContain('Coming soon');
    await user.click(specialty);
    expect(screen.getByRole('status').textContent).toBe('Specialty services are coming soon. Please choose another category for now.');
    expect(screen.queryByRole('radio', { name: 'Test Grooming Service' })).toBeNull();
    await expectNoAxeViolations();

    await user.click(next());
    expect(screen.getByRole('alert').textContent).toContain('Please select a service.');
    await user.click(screen.getByRole('radio', { name: 'Grooming' }));
    await user.click(next());
    expect(screen.getByRole('alert').textContent).toContain('Please select a service.');
    expect(stepHeading().textContent).toBe('Step 1 of 3: Service');
    await user.click(screen.getByRole('radio', { name: 'Test Grooming Service' }));
    await user.click(next());
    expect(stepHeading().textContent).toBe('Step 2 of 3: Pet information');
  });

  it('step 2 needs type, name and age, and warns and blocks Next for a pet type the service does not suit', async () => {
    const { user } = renderWizard([]);
    await toPetStep(user);
    await user.click(next());
    expect(screen.getByRole('alert').textContent).toContain('Please select a pet type.');
    expect(screen.getByText("Please enter your pet's name.")).toBeTruthy();
    expect(screen.getByText("Please enter your pet's age.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Dog' }));

    await user.click(screen.getByRole('radio', { name: 'Cat' }));
    await user.type(screen.getByLabelText('Pet name'), 'Mittens');
    await user.type(screen.getByLabelText('Age'), '3 years');
    expect(screen.getByRole('alert').textContent).toContain('The selected service is not available for Cat.');
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    await expectNoAxeViolations();

    await user.click(screen.getByRole('radio', { name: 'Dog' }));
    expect(screen.queryByText('The selected service is not available for Cat.')).toBeNull();
    await user.click(next());
    expect(stepHeading().textContent).toBe('Step 3 of 3: Schedule');
  });

  it("fills step 2 in from a saved pet, a 'Not specified' breed left empty", async () => {
    const { user } = renderWizard();
    await toPetStep(user);
    const pick = screen.getByLabelText(/Fill in from one of your pets/);
    await user.selectOptions(pick, screen.getByRole('option', { name: 'Rex (Dog, 4 years)' }));
    expect((screen.getByRole('radio', { name: 'Dog' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Pet name') as HTMLInputElement).value).toBe('Rex');
    expect((screen.getByLabelText('Age') as HTMLInputElement).value).toBe('4 years');
    expect((screen.getByLabelText('Breed (optional)') as HTMLInputElement).value).toBe('Boxer');

    await user.selectOptions(pick, screen.getByRole('option', { name: 'Mittens (Cat, 3 years)' }));
    expect((screen.getByRole('radio', { name: 'Cat' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Breed (optional)') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('alert').textContent).toContain('The selected service is not available for Cat.');
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    await expectNoAxeViolations();
  });

  it('step 3 needs a date and a free time, and a booking the network loses says so on the page, keeping the answers', async () => {
    const { user } = renderWizard([]);
    await toPetStep(user);
    await user.click(screen.getByRole('radio', { name: 'Dog' }));
    await user.type(screen.getByLabelText('Pet name'), 'Biscuit');
    await user.type(screen.getByLabelText('Age'), '2 years');
    await user.click(next());

    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByText('Please select a date.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Date'));

    await user.type(screen.getByLabelText('Date'), date);
    const times = await screen.findByRole('group', { name: /Available times/ });
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByText('Please select a time.')).toBeTruthy();
    expect(document.activeElement).toBe(within(times).getByRole('button', { name: '9:00 AM' }));
    await expectNoAxeViolations();

    // A taken time cannot be picked.
    await user.click(within(times).getByRole('button', { name: '9:00 AM' }));
    expect(within(times).getByRole('button', { name: '9:00 AM' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(within(times).getByRole('button', { name: '9:30 AM' }));
    await user.type(screen.getByLabelText(/Special instructions/), 'Likes treats');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('Failed to book appointment. Try again.');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(date);
    expect((screen.getByLabelText(/Special instructions/) as HTMLTextAreaElement).value).toBe('Likes treats');
    expect((screen.getByRole('button', { name: 'Confirm Booking' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("opens a rebook reminder's link at step 3 with the service and the customer's pet chosen", async () => {
    renderWizard([rex, mittens], '/book-appointment?service=test-grooming&pet=p1');
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Step 3 of 3: Schedule');
    expect(screen.getByText(/Test Grooming Service/, { selector: 'p, dd, strong, span' })).toBeTruthy();
  });

  for (const [what, search] of [
    ['a pet that is not theirs', '?service=test-grooming&pet=someone-elses'],
    ['a service that is not offered', '?service=gone&pet=p1'],
    ['a service that does not suit the pet', '?service=test-grooming&pet=p2'],
  ] as const) {
    it(`falls back to step 1 for ${what}`, async () => {
      renderWizard([rex, mittens], `/book-appointment${search}`);
      expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Step 1 of 3: Service');
    });
  }
});
