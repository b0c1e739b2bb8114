import { describe, expect, it } from 'vitest';
import type { BookingQuote } from '@shared/contracts/booking';
import type { Pet } from '@shared/contracts/pets';
import { english } from '@shared/test/english';
import { inWords } from '@web/lib/form-errors';
import { completeDraft } from '@web/test/services';
import { fieldsOfPet, petCareMessages, quoteRequestOf, unlinkIfChanged, vaccinesBlock } from './pet-care-step';

const bruno: Pet = {
  id: 'p1',
  name: 'Bruno',
  type: 'Dog',
  age: '4 years',
  breed: 'Bernese',
  size: null,
  coat: 'double',
  weightKg: 52,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const quote = (overrides: Partial<BookingQuote> = {}): BookingQuote => ({
  serviceId: 'full-groom',
  size: null,
  coat: null,
  terms: { durationMinutes: 60, duration: '60 minutes', priceCents: 5500 },
  needs: { size: false, coat: false },
  onDate: '2027-03-12',
  requiredVaccines: [],
  vaccineProblems: [],
  ...overrides,
});

describe("step 2's pet care", () => {
  it('asks about a saved pet by id, and a pet typed in by its size (or weight) and coat', () => {
    expect(quoteRequestOf({ ...completeDraft, ...fieldsOfPet(bruno) }, '2027-03-12')).toMatchObject({ petId: 'p1', date: '2027-03-12' });
    expect(quoteRequestOf({ ...completeDraft, petWeightKg: '47,5', petCoat: 'double' })).toEqual({
      serviceId: 'test-grooming',
      petId: undefined,
      size: 'giant',
      coat: 'double',
      date: undefined,
    });
    expect(quoteRequestOf({ ...completeDraft, petSize: 'small', petWeightKg: '60' }).size).toBe('small');
  });

  it('names the size and coat the service still needs, by field, and stops at a vaccine problem', () => {
    expect(inWords(petCareMessages(quote({ needs: { size: true, coat: true } })), english)).toEqual({
      petSize: "Please choose your pet's size (or enter its weight): this service's time and price depend on it.",
      petCoat: "Please choose your pet's coat: this service's time and price depend on it.",
    });
    expect(petCareMessages(undefined)).toEqual({});
    expect(vaccinesBlock(quote({ vaccineProblems: [{ vaccine: 'rabies', problem: 'missing', expiresOn: null }] }))).toBe(true);
    expect(vaccinesBlock(quote())).toBe(false);
  });

  it('unlinks the saved pet when a field it filled in changes, not when one it left empty is filled', () => {
    const draft = { ...completeDraft, ...fieldsOfPet(bruno) };
    expect(unlinkIfChanged(draft, bruno, { petAge: '5 years' })).toEqual({ petAge: '5 years', petId: '' });
    expect(unlinkIfChanged(draft, bruno, { petCoat: 'short' })).toEqual({ petCoat: 'short', petId: '' });
    expect(unlinkIfChanged(draft, bruno, { petSize: 'giant' })).toEqual({ petSize: 'giant' });
    expect(unlinkIfChanged(draft, bruno, { petName: 'Bruno' })).toEqual({ petName: 'Bruno' });
    expect(unlinkIfChanged({ ...draft, petId: '' }, bruno, { petAge: '5 years' })).toEqual({ petAge: '5 years' });
  });
});
