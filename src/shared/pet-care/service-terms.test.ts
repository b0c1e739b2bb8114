import { describe, expect, it } from 'vitest';
import { serviceTermsFor, termsVaryBy, type ServiceOption } from './service-terms';

const fullGroom = { durationMinutes: 60, priceCents: 5500 };
const options: ServiceOption[] = [
  { size: 'giant', coat: 'double', durationMinutes: 120, priceCents: 9500 },
  { size: 'giant', coat: 'any', durationMinutes: 105, priceCents: 8500 },
  { size: 'small', coat: 'any', durationMinutes: 45, priceCents: 4500 },
  { size: 'any', coat: 'long', durationMinutes: 75, priceCents: 6500 },
];

describe("a service's duration and price for a pet", () => {
  it('takes the row of both size and coat first', () => {
    expect(serviceTermsFor(fullGroom, options, { size: 'giant', coat: 'double' })).toEqual({ durationMinutes: 120, priceCents: 9500 });
  });

  it('then the row of the size, whatever the coat', () => {
    expect(serviceTermsFor(fullGroom, options, { size: 'giant', coat: 'short' })).toEqual({ durationMinutes: 105, priceCents: 8500 });
    expect(serviceTermsFor(fullGroom, options, { size: 'giant' })).toEqual({ durationMinutes: 105, priceCents: 8500 });
  });

  it('then the row of the coat, whatever the size', () => {
    expect(serviceTermsFor(fullGroom, options, { size: 'medium', coat: 'long' })).toEqual({ durationMinutes: 75, priceCents: 6500 });
    expect(serviceTermsFor(fullGroom, options, { coat: 'long' })).toEqual({ durationMinutes: 75, priceCents: 6500 });
  });

  it("prefers the size's row to the coat's when both match", () => {
    expect(serviceTermsFor(fullGroom, options, { size: 'small', coat: 'long' })).toEqual({ durationMinutes: 45, priceCents: 4500 });
  });

  it("then the 'any' row, then the service's own", () => {
    const withAny = [...options, { size: 'any', coat: 'any', durationMinutes: 50, priceCents: 5000 } as const];
    expect(serviceTermsFor(fullGroom, withAny, { size: 'medium', coat: 'short' })).toEqual({ durationMinutes: 50, priceCents: 5000 });
    expect(serviceTermsFor(fullGroom, options, { size: 'medium', coat: 'short' })).toEqual(fullGroom);
    expect(serviceTermsFor(fullGroom, [], { size: 'giant', coat: 'double' })).toEqual(fullGroom);
    expect(serviceTermsFor(fullGroom, options, { size: null, coat: null })).toEqual(fullGroom);
  });

  it('says which of size and coat the rows depend on', () => {
    expect(termsVaryBy(options)).toEqual({ size: true, coat: true });
    expect(termsVaryBy([{ size: 'large', coat: 'any', durationMinutes: 90, priceCents: 1 }])).toEqual({ size: true, coat: false });
    expect(termsVaryBy([])).toEqual({ size: false, coat: false });
  });
});
