import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { assertPetCareAllows, weighPetCare, type PetCare } from './pet-care-plan';

const fullGroom = { durationMinutes: 60, priceCents: 5500 };
const care = (overrides: Partial<PetCare> = {}): PetCare => ({
  pet: undefined,
  size: 'giant',
  coat: 'double',
  options: [
    { size: 'giant', coat: 'double', durationMinutes: 120, priceCents: 9500 },
    { size: 'any', coat: 'long', durationMinutes: 75, priceCents: 6500 },
  ],
  requiredVaccines: [],
  records: [],
  ...overrides,
});

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, fields: error.fields } : error;
  }
  return undefined;
};

describe('what booking asks of the pet', () => {
  it("books at the pet's own terms when its size and coat are known and nothing is required", () => {
    expect(assertPetCareAllows(weighPetCare(fullGroom, care(), '2027-03-12'), 'Bruno')).toEqual({ durationMinutes: 120, priceCents: 9500 });
  });

  it('asks for the size, then the coat, when the rows depend on them', () => {
    expect(refusalOf(() => assertPetCareAllows(weighPetCare(fullGroom, care({ size: null }), '2027-03-12'), 'Bruno'))).toMatchObject({
      code: 'PET_SIZE_NEEDED',
      fields: { petSize: 'errors.booking.petSizeNeeded' },
    });
    expect(refusalOf(() => assertPetCareAllows(weighPetCare(fullGroom, care({ coat: null }), '2027-03-12'), 'Bruno'))).toMatchObject({ code: 'PET_COAT_NEEDED' });
    // A service without rows asks for nothing.
    expect(weighPetCare(fullGroom, care({ size: null, coat: null, options: [] }), '2027-03-12').needs).toEqual({ size: false, coat: false });
  });

  it('refuses a pet whose required vaccine is missing or runs out before the date', () => {
    const records = [{ vaccine: 'rabies' as const, givenOn: '2024-03-01', expiresOn: '2027-03-11' }];
    const verdict = weighPetCare(fullGroom, care({ requiredVaccines: ['rabies', 'dhpp'], records }), '2027-03-12');
    expect(verdict.vaccineProblems.map((problem) => [problem.vaccine, problem.problem])).toEqual([
      ['rabies', 'expires'],
      ['dhpp', 'missing'],
    ]);
    expect(refusalOf(() => assertPetCareAllows(verdict, 'Bruno'))).toMatchObject({ code: 'VACCINATIONS_NEEDED' });
  });
});
