import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import type { Appointment } from '@shared/contracts/booking';
import { PayDeposit } from '@web/features/booking/components/deposit-details';
import { i18n, loadEveryLanguage } from '@web/lib/i18n';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

/** A visit held for its deposit, as POST /api/appointments answers it: amounts in cents, worked out by the server. */
const held: Appointment = {
  id: '00000000-0000-4000-8000-000000000029',
  service: { id: 'full-groom', name: 'Full Groom', description: 'Bath, cut and nails.', duration: '90 minutes', petTypes: ['Dog'] },
  petId: null,
  petName: 'Bruno',
  petType: 'Dog',
  petAge: '3 years',
  petBreed: 'Not specified',
  date: '2027-03-12',
  time: '11:00 AM',
  priceCents: 8000,
  specialInstructions: null,
  status: 'Awaiting deposit',
  providerName: null,
  createdAt: '2027-03-10T14:00:00.000Z',
  updatedAt: null,
  startsAt: '2027-03-12T16:00:00.000Z',
  seriesId: null,
  deposit: {
    state: 'awaiting',
    subtotalCents: 2000,
    taxCents: 260,
    totalCents: 2260,
    holdUntil: '2027-03-10T14:15:00.000Z',
    cancelWindowMinutes: 1440,
    refundableOnCancel: false,
  },
};

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('paying a held visit’s deposit', () => {
  it('states the amount with its HST, the hold and the policy before the Pay button', async () => {
    renderScreen(<PayDeposit appointment={held} />);
    const region = screen.getByRole('region', { name: 'Pay the deposit to confirm your visit' });
    expect(region.textContent).toContain('This service asks a deposit of $22.60 ($20.00 plus HST $2.60). Your time is held until 9:15 AM');
    expect(region.textContent).toContain(
      'Deposit policy: cancel at least 24 hours before the visit and your deposit is refunded in full. A later cancel or a missed visit keeps the deposit.',
    );
    expect(screen.getByRole('button', { name: 'Pay deposit of $22.60' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says the same in French', async () => {
    await loadEveryLanguage();
    i18n.activate('fr-CA');
    try {
      renderScreen(<PayDeposit appointment={held} />);
      const region = screen.getByRole('region', { name: 'Payez l’acompte pour confirmer votre visite' });
      expect(plain(region.textContent)).toContain('Ce service demande un acompte de 22,60 $ (20,00 $ plus TVH 2,60 $).');
      expect(plain(region.textContent)).toContain('Politique d’acompte : annulez au moins 24 heures avant la visite');
      await expectNoAxeViolations();
    } finally {
      cleanup();
      i18n.activate('en-CA');
    }
  });

  it('offers nothing to pay once the deposit is paid', () => {
    renderScreen(<PayDeposit appointment={{ ...held, status: 'Confirmed', deposit: { ...held.deposit!, state: 'paid' } }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
