import { taxCents } from './money';

/**
 * A service's deposit (issue 29), as the owner sets it: none, a fixed amount in cents, or
 * a whole percent of the price the pet's visit costs. Pure, integer cents (D5): the server
 * charges it and the wizard shows the same figure before payment.
 */
export const depositKinds = ['none', 'fixed', 'percent'] as const;
export type DepositKind = (typeof depositKinds)[number];

export interface DepositRule {
  kind: DepositKind;
  /** Cents for 'fixed', a whole percent (1–100) for 'percent', 0 for 'none'. */
  value: number;
}

export interface DepositAmounts {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * The deposit before HST for a visit costing `priceCents`: a percent rounds half-up to the
 * cent, and a fixed amount never asks more than the visit costs. Undefined when the
 * service asks none, or the figure comes to nothing (a free visit).
 */
export function depositSubtotalCents(rule: DepositRule, priceCents: number): number | undefined {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new RangeError(`Not a price in cents: ${priceCents}`);
  let cents: number;
  switch (rule.kind) {
    case 'none':
      return undefined;
    case 'fixed':
      cents = Math.min(rule.value, priceCents);
      break;
    case 'percent':
      cents = Math.floor((priceCents * rule.value + 50) / 100);
      break;
  }
  return cents > 0 ? cents : undefined;
}

/** The deposit with its HST, as any service line is taxed (tax-line.ts): rounded half-up once. */
export function depositAmounts(rule: DepositRule, priceCents: number, rateBasisPoints: number): DepositAmounts | undefined {
  const subtotalCents = depositSubtotalCents(rule, priceCents);
  if (subtotalCents === undefined) return undefined;
  const tax = taxCents(subtotalCents, rateBasisPoints);
  return { subtotalCents, taxCents: tax, totalCents: subtotalCents + tax };
}
