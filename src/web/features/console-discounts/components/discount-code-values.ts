import type { DiscountCode, DiscountCodeBody } from '@shared/contracts/discounts';
import { centsToDollarsInput, parseDollars } from '@shared/money/money';

/** The form's fields as typed: dollars, a percentage and local date-times as text. */
export interface DiscountCodeValues {
  code: string;
  kind: 'percent' | 'amount';
  percent: string;
  amount: string;
  minimum: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  firstOrderOnly: boolean;
}

export const emptyDiscountCode: DiscountCodeValues = {
  code: '',
  kind: 'percent',
  percent: '',
  amount: '',
  minimum: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  firstOrderOnly: false,
};

/** "12.5" (%) → 1250 basis points; what is not a percentage stays NaN for the contract to refuse. */
function basisPoints(percent: string): number {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(percent.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
}

const whole = (text: string): number | null => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const dollars = (text: string) => (text.trim() === '' ? 0 : (parseDollars(text) ?? Number.NaN));
/** A `datetime-local` value, read in the browser's zone, as an instant; empty: none. */
const instant = (local: string): string | null => (local === '' ? null : new Date(local).toISOString());
/** An instant as a `datetime-local` value in the browser's zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The body the contract checks, from what was typed; the scope a code already has is kept. */
export function bodyOf(values: DiscountCodeValues, scope: Pick<DiscountCodeBody, 'productIds' | 'categoryIds' | 'serviceIds'> = {}): DiscountCodeBody {
  return {
    code: values.code,
    kind: values.kind,
    percentBasisPoints: values.kind === 'percent' ? basisPoints(values.percent) : 0,
    amountCents: values.kind === 'amount' ? dollars(values.amount) : 0,
    minSubtotalCents: dollars(values.minimum),
    ...scope,
    startsAt: instant(values.startsAt),
    endsAt: instant(values.endsAt),
    maxUses: whole(values.maxUses),
    maxUsesPerCustomer: whole(values.maxUsesPerCustomer),
    firstOrderOnly: values.firstOrderOnly,
  };
}

/** A saved code as the form shows it for editing. */
export function valuesOf(code: DiscountCode): DiscountCodeValues {
  return {
    code: code.code,
    kind: code.kind,
    percent: code.kind === 'percent' ? String(code.percentBasisPoints / 100) : '',
    amount: code.kind === 'amount' ? centsToDollarsInput(code.amountCents) : '',
    minimum: code.minSubtotalCents > 0 ? centsToDollarsInput(code.minSubtotalCents) : '',
    startsAt: localInput(code.startsAt),
    endsAt: localInput(code.endsAt),
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    maxUsesPerCustomer: code.maxUsesPerCustomer === null ? '' : String(code.maxUsesPerCustomer),
    firstOrderOnly: code.firstOrderOnly,
  };
}
