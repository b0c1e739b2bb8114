import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import type { BookingQuote, Service } from '@shared/contracts/booking';
import type { Pet } from '@shared/contracts/pets';
import { PetStep } from '@web/features/booking/components/pet-step';
import { emptyDraft, type BookingDraft } from '@web/features/booking/lib/booking-draft';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';
import { groomingService } from '@web/test/services';

const fullGroom: Service = { ...groomingService, id: 'full-groom', name: 'Full Groom', variesBy: { size: true, coat: true } };
const daycare: Service = { ...groomingService, id: 'doggy-daycare', name: 'Doggy Daycare (Half Day)', requiredVaccines: ['rabies', 'dhpp'] };
const bruno: Pet = {
  id: 'p1',
  name: 'Bruno',
  type: 'Dog',
  age: '4 years',
  breed: 'Bernese',
  size: 'giant',
  coat: 'double',
  weightKg: 52,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const quoteFor = (service: Service, overrides: Partial<BookingQuote> = {}): BookingQuote => ({
  serviceId: service.id,
  size: 'giant',
  coat: 'double',
  terms: { durationMinutes: 120, duration: '120 minutes', priceCents: 9500 },
  needs: { size: false, coat: false },
  onDate: '2027-03-12',
  requiredVaccines: service.requiredVaccines,
  vaccineProblems: [],
  ...overrides,
});

/** Step 2 on its own, holding its draft as the wizard does. */
function renderStep(service: Service, quote: BookingQuote | undefined) {
  function Step() {
    const [draft, setDraft] = useState<BookingDraft>({ ...emptyDraft, categoryId: 'grooming', serviceId: service.id });
    return (
      <PetStep
        service={service}
        pets={[bruno]}
        draft={draft}
        errors={{}}
        quote={quote}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        onBack={() => undefined}
        onSubmit={(event) => event.preventDefault()}
      />
    );
  }
  return renderScreen(<Step />);
}

const petSelect = () => screen.getByLabelText(/Fill in from one of your pets/) as HTMLSelectElement;

describe('step 2 for a pet-aware service (issue 14)', () => {
  it("shows the server's duration and price for the pet, and fills size, coat and weight in from a saved pet", async () => {
    const { user } = renderStep(fullGroom, quoteFor(fullGroom));
    await user.selectOptions(petSelect(), 'p1');
    expect(screen.getByRole('status').textContent).toBe('Full Groom for Bruno: 120 minutes, $95');
    expect((screen.getByLabelText('Size') as HTMLSelectElement).value).toBe('giant');
    expect((screen.getByLabelText('Coat') as HTMLSelectElement).value).toBe('double');
    expect((screen.getByLabelText('Weight in kg (optional)') as HTMLInputElement).value).toBe('52');
    expect(screen.getByText("This appointment will be on Bruno's page in your profile.")).toBeTruthy();
    // A saved pet is saved already.
    expect(screen.queryByLabelText('Save this pet to my profile')).toBeNull();
    await expectNoAxeViolations();
  });

  it('books for another pet once a detail the saved pet filled in is changed, and offers to save that one', async () => {
    const { user } = renderStep(fullGroom, quoteFor(fullGroom));
    await user.selectOptions(petSelect(), 'p1');
    await user.selectOptions(screen.getByLabelText('Coat'), 'short');
    expect(petSelect().value).toBe('');
    expect(screen.getByLabelText('Save this pet to my profile')).toBeTruthy();
  });

  it('stops at a missing or expired vaccination with what to do, and blocks Next', async () => {
    const quote = quoteFor(daycare, {
      vaccineProblems: [
        { vaccine: 'rabies', problem: 'missing', expiresOn: null },
        { vaccine: 'dhpp', problem: 'expires', expiresOn: '2027-03-01' },
      ],
    });
    const { user } = renderStep(daycare, quote);
    await user.selectOptions(petSelect(), 'p1');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Bruno cannot be booked for Doggy Daycare (Half Day):');
    expect(alert.textContent).toContain('Rabies: no record on file');
    expect(alert.textContent).toContain('DHPP: expired on March 1, 2027');
    expect(screen.getByRole('link', { name: "Open Bruno's page" }).getAttribute('href')).toBe('/profile/pets/p1');
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(next.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByText('Required vaccinations, valid on the day of the appointment: Rabies, DHPP')).toBeTruthy();
    await expectNoAxeViolations();
  });
});

describe('a service that asks a deposit (issue 29)', () => {
  it('states the deposit with its HST, the hold and the policy before anything is booked', async () => {
    const deposit = { subtotalCents: 1000, taxCents: 130, totalCents: 1130, holdMinutes: 15, cancelWindowMinutes: 1440 };
    const { user } = renderStep(fullGroom, quoteFor(fullGroom, { deposit }));
    await user.selectOptions(petSelect(), 'p1');
    expect(screen.getByText(/asks a deposit of \$11\.30 \(HST included\), paid once you confirm; your time is held 15 minutes for it\./).textContent).toContain(
      'cancel at least 24 hours before the visit and your deposit is refunded in full',
    );
    await expectNoAxeViolations();
  });
});
