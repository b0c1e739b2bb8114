import { describe, expect, it } from 'vitest';
import { english } from '@shared/test/english';
import { ApiClientError } from '@web/lib/api-client';
import { saveProblemOf } from '@web/lib/form-errors';
import { emptyServiceForm, saveWords, serviceBodyOf, serviceFields, toggled } from './service-form';

const refused = (status: number, message: string, fields?: Record<string, string>) =>
  new ApiClientError(status, { error: { code: 'X', message, ...(fields ? { fields } : {}) } });

describe('a refused save', () => {
  it("puts the server's field messages beside their fields, a list's item beside its list", () => {
    const problem = saveProblemOf(
      refused(422, 'Invalid', { durationMinutes: 'Bad duration', 'providerIds.0': 'Unknown provider', nonsense: 'x' }),
      serviceFields,
      english,
      saveWords.service,
    );
    expect(problem).toEqual({
      message: 'Please correct the marked fields.',
      fields: { durationMinutes: 'Bad duration', providerIds: 'Unknown provider' },
    });
  });

  it("says another refusal in the server's words, and a network or server failure as a failed save", () => {
    expect(saveProblemOf(refused(409, 'A category with that name already exists.'), ['name'], english, saveWords.category)).toEqual({
      message: 'A category with that name already exists.',
      fields: {},
    });
    expect(saveProblemOf(refused(500, 'Boom'), serviceFields, english, saveWords.service).message).toBe(
      'The service could not be saved. Please try again.',
    );
    expect(saveProblemOf(new Error('offline'), serviceFields, english, saveWords.service).fields).toEqual({});
  });
});

describe('the form values', () => {
  it('send an empty duration as no number, which the contract refuses in its own words', () => {
    expect(Number.isNaN(serviceBodyOf(emptyServiceForm('grooming')).durationMinutes)).toBe(true);
    expect(serviceBodyOf({ ...emptyServiceForm(), durationMinutes: ' 45 ' }).durationMinutes).toBe(45);
  });

  it('tick and untick a checkbox group member once', () => {
    expect(toggled(['Dog'], 'Cat', true)).toEqual(['Dog', 'Cat']);
    expect(toggled(['Dog'], 'Dog', true)).toEqual(['Dog']);
    expect(toggled(['Dog', 'Cat'], 'Dog', false)).toEqual(['Cat']);
  });
});
