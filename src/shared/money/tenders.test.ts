import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocateTenders, splitRefund } from './tenders';

describe('paying a total with a gift card and store credit', () => {
  it('takes the gift card first, then store credit, and charges the rest', () => {
    expect(allocateTenders(5_650, { giftCardCents: 2_000, storeCreditCents: 1_000 })).toEqual({ giftCardCents: 2_000, storeCreditCents: 1_000, toPayCents: 2_650 });
    expect(allocateTenders(5_650, { storeCreditCents: 1_000 })).toEqual({ giftCardCents: 0, storeCreditCents: 1_000, toPayCents: 4_650 });
    expect(allocateTenders(5_650, {})).toEqual({ giftCardCents: 0, storeCreditCents: 0, toPayCents: 5_650 });
  });

  it('takes no more than the total: a larger card leaves its rest, and store credit is then not touched', () => {
    expect(allocateTenders(1_130, { giftCardCents: 5_000, storeCreditCents: 1_000 })).toEqual({ giftCardCents: 1_130, storeCreditCents: 0, toPayCents: 0 });
    expect(allocateTenders(1_130, { giftCardCents: 1_000, storeCreditCents: 1_000 })).toEqual({ giftCardCents: 1_000, storeCreditCents: 130, toPayCents: 0 });
  });

  it('always adds up to the total, with no part negative', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.nat(1_000_000), (total, card, credit) => {
        const split = allocateTenders(total, { giftCardCents: card, storeCreditCents: credit });
        expect(split.giftCardCents + split.storeCreditCents + split.toPayCents).toBe(total);
        expect(Math.min(split.giftCardCents, split.storeCreditCents, split.toPayCents)).toBeGreaterThanOrEqual(0);
        expect(split.giftCardCents).toBeLessThanOrEqual(card);
        expect(split.storeCreditCents).toBeLessThanOrEqual(credit);
      }),
    );
  });
});

describe('where a refund goes', () => {
  const card = (paidCents: number, refundedCents = 0) => ({ key: 'card', paidCents, refundedCents });
  const credit = (paidCents: number, refundedCents = 0) => ({ key: 'credit', paidCents, refundedCents });

  it('goes back to the gift card first, then store credit, then the bank card', () => {
    const tenders = [card(2_000), credit(1_000)];
    expect(splitRefund(1_500, tenders, { chargedCents: 2_650, refundedCents: 0 })).toEqual({ tenders: [{ key: 'card', amountCents: 1_500 }], providerCents: 0 });
    expect(splitRefund(2_500, tenders, { chargedCents: 2_650, refundedCents: 0 })).toEqual({
      tenders: [{ key: 'card', amountCents: 2_000 }, { key: 'credit', amountCents: 500 }],
      providerCents: 0,
    });
    expect(splitRefund(5_650, tenders, { chargedCents: 2_650, refundedCents: 0 })).toEqual({
      tenders: [{ key: 'card', amountCents: 2_000 }, { key: 'credit', amountCents: 1_000 }],
      providerCents: 2_650,
    });
  });

  it('counts what earlier refunds gave back to each', () => {
    expect(splitRefund(1_000, [card(2_000, 2_000), credit(1_000, 400)], { chargedCents: 2_650, refundedCents: 0 })).toEqual({
      tenders: [{ key: 'credit', amountCents: 600 }],
      providerCents: 400,
    });
  });

  it('is all the provider’s for an order without tenders, and refuses more than remains', () => {
    expect(splitRefund(700, [], { chargedCents: 1_130, refundedCents: 0 })).toEqual({ tenders: [], providerCents: 700 });
    expect(() => splitRefund(1_200, [card(100)], { chargedCents: 1_130, refundedCents: 100 })).toThrow();
  });
});
