import { describe, expect, it } from 'vitest';
import { cardsVisibleTo, checkIn, decideReportCard } from './report-card-rules';

const list = [
  { id: 'a', labelEn: 'Nails trimmed', labelFr: 'Griffes taillées' },
  { id: 'b', labelEn: 'Ears cleaned', labelFr: 'Oreilles nettoyées' },
  { id: 'c', labelEn: 'Haircut', labelFr: 'Coupe' },
];

describe('decideReportCard', () => {
  it('keeps the ticked checks in the list’s order, in both languages', () => {
    const decision = decideReportCard({ status: 'Completed' }, { checkIds: ['c', 'a'], photos: ['/media/x.png'] }, list, new Set(['/media/x.png']));
    expect(decision).toEqual({ ok: true, checks: [{ en: 'Nails trimmed', fr: 'Griffes taillées' }, { en: 'Haircut', fr: 'Coupe' }] });
  });

  it('refuses a visit that is not Completed before anything else', () => {
    for (const status of ['Confirmed', 'Cancelled', 'No-show']) {
      const decision = decideReportCard({ status }, { checkIds: ['z'], photos: [] }, list, new Set());
      expect(decision).toMatchObject({ ok: false, refusal: { status: 409, code: 'VISIT_NOT_COMPLETED' } });
    }
  });

  it('refuses a check no longer on the list and a photo never uploaded, naming the field', () => {
    expect(decideReportCard({ status: 'Completed' }, { checkIds: ['a', 'gone'], photos: [] }, list, new Set())).toMatchObject({
      ok: false,
      refusal: { status: 422, field: 'checkIds' },
    });
    expect(decideReportCard({ status: 'Completed' }, { checkIds: [], photos: ['/media/y.png'] }, list, new Set(['/media/x.png']))).toMatchObject({
      ok: false,
      refusal: { status: 422, field: 'photos' },
    });
  });
});

describe('cardsVisibleTo', () => {
  const cards = [
    { id: 1, userId: 'customer', providerId: 7 },
    { id: 2, userId: 'customer', providerId: 8 },
  ];
  it('shows the pet’s customer and the shop’s owner every card, a provider only their own visits’, anyone else none', () => {
    expect(cardsVisibleTo(cards, { userId: 'customer', isShopOwner: false, providerId: undefined }).map((card) => card.id)).toEqual([1, 2]);
    expect(cardsVisibleTo(cards, { userId: 'owner', isShopOwner: true, providerId: undefined }).map((card) => card.id)).toEqual([1, 2]);
    expect(cardsVisibleTo(cards, { userId: 'groomer', isShopOwner: false, providerId: 8 }).map((card) => card.id)).toEqual([2]);
    expect(cardsVisibleTo(cards, { userId: 'stranger', isShopOwner: false, providerId: undefined })).toEqual([]);
  });
});

it('checkIn reads a check in the reader’s language', () => {
  expect([checkIn({ en: 'Haircut', fr: 'Coupe' }, 'en-CA'), checkIn({ en: 'Haircut', fr: 'Coupe' }, 'fr-CA')]).toEqual(['Haircut', 'Coupe']);
});
