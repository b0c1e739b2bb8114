import { describe, expect, it } from 'vitest';
import { currentVaccinations, vaccineProblems, vaccineReminderDate, type VaccinationOnRecord } from './vaccinations';

const rabies = (givenOn: string, expiresOn: string): VaccinationOnRecord => ({ vaccine: 'rabies', givenOn, expiresOn });
const dhpp = (givenOn: string, expiresOn: string): VaccinationOnRecord => ({ vaccine: 'dhpp', givenOn, expiresOn });

describe('the vaccinations a booking needs', () => {
  it('finds nothing wrong when every required vaccine lasts until the date', () => {
    expect(vaccineProblems(['rabies', 'dhpp'], [rabies('2026-05-01', '2029-05-01'), dhpp('2026-06-01', '2027-06-01')], '2027-03-12')).toEqual([]);
  });

  it('names a vaccine with no record as missing', () => {
    expect(vaccineProblems(['rabies', 'dhpp'], [dhpp('2026-06-01', '2027-06-01')], '2027-03-12')).toEqual([
      { vaccine: 'rabies', problem: 'missing', expiresOn: null },
    ]);
  });

  it('names one that expires before the date, and accepts one that expires on it', () => {
    const records = [rabies('2024-03-01', '2027-03-11'), dhpp('2026-03-12', '2027-03-12')];
    expect(vaccineProblems(['rabies', 'dhpp'], records, '2027-03-12')).toEqual([{ vaccine: 'rabies', problem: 'expires', expiresOn: '2027-03-11' }]);
  });

  it('lets the record that lasts longest speak', () => {
    const records = [rabies('2024-03-01', '2027-03-01'), rabies('2027-02-20', '2030-02-20')];
    expect(vaccineProblems(['rabies'], records, '2027-03-12')).toEqual([]);
  });

  it('does not count a shot given after the date', () => {
    expect(vaccineProblems(['rabies'], [rabies('2027-04-01', '2030-04-01')], '2027-03-12')).toEqual([
      { vaccine: 'rabies', problem: 'missing', expiresOn: null },
    ]);
  });

  it('requires nothing of a service that requires nothing', () => {
    expect(vaccineProblems([], [], '2027-03-12')).toEqual([]);
  });

  it('keeps the longest-lasting record of each vaccine', () => {
    const longest = rabies('2027-02-20', '2030-02-20');
    const current = currentVaccinations([rabies('2024-03-01', '2027-03-01'), longest, dhpp('2026-06-01', '2027-06-01')]);
    expect(current.get('rabies')).toBe(longest);
    expect([...current.keys()]).toEqual(['rabies', 'dhpp']);
  });

  it('reminds 30 days before the expiry, across a month and a year', () => {
    expect(vaccineReminderDate('2027-03-12')).toBe('2027-02-10');
    expect(vaccineReminderDate('2027-01-15')).toBe('2026-12-16');
  });
});
