import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/dom';
import type { Appointment } from '@shared/contracts/booking';
import { PetVisits } from '@web/features/pets/components/pet-visits';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const now = new Date('2027-03-10T14:00:00Z');

function visit(id: string, startsAt: string, status: Appointment['status']): Appointment {
  return {
    id,
    service: { id: 'full-groom', name: 'Full Groom', description: '', duration: '1 hour', petTypes: ['Dog'] },
    petId: 'p1',
    petName: 'Maple',
    petType: 'Dog',
    petAge: '6 years',
    petBreed: 'Collie',
    date: startsAt.slice(0, 10),
    time: '10:00 AM',
    priceCents: 4_500,
    specialInstructions: null,
    status,
    providerName: 'Sam',
    createdAt: '2027-01-01T00:00:00.000Z',
    updatedAt: null,
    startsAt,
    seriesId: null,
  };
}

const history = () => screen.getByRole('region', { name: 'Past visits' });
const NO_HISTORY = 'No past visits yet.';

describe("a pet's visits, a page at a time (issue 15)", () => {
  it('offers the older visits on request instead of saying there are none, and keeps the place once the last page came', async () => {
    let pagesRead = 0;
    let lastPage = false;
    const onShowOlder = async () => {
      pagesRead += 1;
      return lastPage;
    };
    const { user } = renderScreen(<PetVisits visits={[visit('a', '2027-03-20T14:00:00.000Z', 'Confirmed')]} now={now} onShowOlder={onShowOlder} />);

    expect(within(history()).queryByText(NO_HISTORY)).toBeNull();
    const more = within(history()).getByRole('button', { name: 'Show older visits' });
    await expectNoAxeViolations();

    // A page that is not the last: the button keeps the focus.
    more.focus();
    await user.keyboard('{Enter}');
    expect(pagesRead).toBe(1);
    expect(document.activeElement).toBe(more);

    // The last page: the history's heading takes the focus, as the button goes.
    lastPage = true;
    await user.keyboard('{Enter}');
    expect(pagesRead).toBe(2);
    expect(document.activeElement).toBe(within(history()).getByRole('heading', { name: 'Past visits' }));
  });

  it('with no more to read, says there are none', async () => {
    renderScreen(<PetVisits visits={[visit('a', '2027-03-20T14:00:00.000Z', 'Confirmed')]} now={now} />);
    expect(within(history()).getByText(NO_HISTORY)).toBeTruthy();
    expect(within(history()).queryByRole('button')).toBeNull();
  });
});
