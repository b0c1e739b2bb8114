import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { WaitlistJoin } from '@web/features/booking/components/waitlist-join';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

/** Step 3's waitlist on a full day (issue 14), given the day's times; the network is never reached here. */
const times = ['9:00 AM', '9:30 AM', '10:00 AM'];
const props = { serviceId: 'test-grooming', date: '2027-03-12', petName: 'Biscuit', durationMinutes: 60, times };
const petId = '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';

describe('joining the waitlist in step 3', () => {
  it('asks for a saved pet when the booking is for a pet typed in', async () => {
    renderScreen(<WaitlistJoin {...props} petId="" />);
    const region = await screen.findByRole('region', { name: 'Join the waitlist' });
    expect(region.textContent).toContain('The waitlist is for saved pets: go back to step 2 and choose one of your pets, or add Biscuit to your profile first.');
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it("offers the day's starts and, for the pet's length, its ends, and refuses a range that ends before it starts", async () => {
    const { user } = renderScreen(<WaitlistJoin {...props} petId={petId} />);
    const from = await screen.findByLabelText('From (optional)');
    const until = screen.getByLabelText('Until (optional)');
    expect([...from.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Any time', '9:00 AM', '9:30 AM', '10:00 AM']);
    // A 60-minute visit starting at 9:00 AM ends at 10:00 AM.
    expect([...until.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Any time', '10:00 AM', '10:30 AM', '11:00 AM']);

    await user.selectOptions(from, '10:00 AM');
    await user.selectOptions(until, '10:00 AM');
    expect(until.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The end of the time range must come after its start.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations();
  });

  it('says so on the page when the request is lost, and keeps the answers', async () => {
    const { user } = renderScreen(<WaitlistJoin {...props} petId={petId} />);
    await user.selectOptions(await screen.findByLabelText('From (optional)'), '9:30 AM');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The server could not be reached.');
    expect((screen.getByLabelText('From (optional)') as HTMLSelectElement).value).toBe(String(9 * 60 + 30));
  });
});
