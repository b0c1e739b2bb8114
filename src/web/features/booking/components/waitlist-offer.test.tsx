import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import type { WaitlistOffer } from '@shared/contracts/waitlist';
import { WaitlistOfferPanel } from '@web/features/booking/components/waitlist-offer';
import { i18n, loadEveryLanguage } from '@web/lib/i18n';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

/** A time the waitlist offered, as GET /api/waitlist/offers/:token answers it: the price in cents. */
const offer = (changes: Partial<WaitlistOffer> = {}): WaitlistOffer => ({
  state: 'open',
  serviceName: 'Full Groom',
  petName: 'Bruno',
  date: '2027-03-12',
  startsAt: '2027-03-12T16:00:00.000Z',
  duration: '90 minutes',
  priceCents: 7550,
  ...changes,
});
const token = 'offer-token-0123456789';

// Intl writes French amounts with no-break spaces ("75,50 $"); compare with plain ones.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const definition = (region: HTMLElement, term: string) =>
  plain(within(region).getAllByRole('term').find((candidate) => candidate.textContent === term)?.nextElementSibling?.textContent);

describe('a time the waitlist offered', () => {
  it('says its price, written from cents in the reader’s language', async () => {
    renderScreen(<WaitlistOfferPanel token={token} offer={offer()} />);
    const region = screen.getByRole('region', { name: 'A time has opened up' });
    expect(definition(region, 'Duration')).toBe('90 minutes');
    expect(definition(region, 'Price')).toBe('$75.50');
    await expectNoAxeViolations();
  });

  it('writes a whole-dollar price as the catalogue does, and French as French does', async () => {
    renderScreen(<WaitlistOfferPanel token={token} offer={offer({ priceCents: 2500 })} />);
    expect(definition(screen.getByRole('region'), 'Price')).toBe('$25');
    cleanup();
    await loadEveryLanguage();
    i18n.activate('fr-CA');
    try {
      renderScreen(<WaitlistOfferPanel token={token} offer={offer()} />);
      expect(definition(screen.getByRole('region'), 'Prix')).toBe('75,50 $');
    } finally {
      cleanup();
      i18n.activate('en-CA');
    }
  });

  it('says no price once the time can no longer be booked', () => {
    renderScreen(<WaitlistOfferPanel token={token} offer={offer({ state: 'gone', duration: null, priceCents: null })} />);
    expect(within(screen.getByRole('region')).getAllByRole('term').map((term) => term.textContent)).not.toContain('Price');
  });
});
