import { describe, expect, it } from 'vitest';
import { BREED_NOT_SPECIFIED, petMessages, type Pet } from '@shared/contracts/pets';
import { ApiClientError } from '@web/lib/api-client';
import { emptyPetForm, petFormValuesOf, petSaveProblem, toPetBody, validatePetForm } from '@web/features/pets/lib/pet-form';

const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new ApiClientError(status, { error: { code, message, ...(fields ? { fields } : {}) } });

describe('the pet form rules (spec §5)', () => {
  it('needs a name, a type and an age, with the spec message', () => {
    const problem = validatePetForm(emptyPetForm);
    expect(problem?.message).toBe(petMessages.requiredFields);
    expect(Object.keys(problem?.fields ?? {})).toEqual(['name', 'type', 'age']);
  });

  it('counts blanks as missing and the breed as optional', () => {
    expect(validatePetForm({ name: '  ', type: 'Dog', age: '2 years', breed: '' })?.fields).toEqual({
      name: "Please enter your pet's name.",
    });
    expect(validatePetForm({ name: 'Biscuit', type: 'Dog', age: '2 years', breed: '' })).toBeUndefined();
  });

  it('sends trimmed values and leaves an empty breed out', () => {
    expect(toPetBody({ name: ' Biscuit ', type: 'Cat', age: ' 2 years ', breed: '  ' })).toEqual({
      name: 'Biscuit',
      type: 'Cat',
      age: '2 years',
    });
    expect(toPetBody({ name: 'Pip', type: 'Bird', age: '1', breed: ' Budgie ' }).breed).toBe('Budgie');
  });

  it('edits a pet without a breed from an empty breed field', () => {
    const pet: Pet = { id: 'p1', name: 'Pip', type: 'Bird', age: '1 year', breed: BREED_NOT_SPECIFIED, createdAt: '' };
    expect(petFormValuesOf(pet)).toEqual({ name: 'Pip', type: 'Bird', age: '1 year', breed: '' });
    expect(petFormValuesOf({ ...pet, breed: 'Budgie' }).breed).toBe('Budgie');
  });
});

describe('a failed save', () => {
  it('signed out: the spec message, and the session is over', () => {
    expect(petSaveProblem(apiError(401, 'UNAUTHORIZED', 'Please sign in.'))).toEqual({
      message: petMessages.mustBeLoggedIn,
      fields: {},
      signedOut: true,
    });
  });

  it("the server's missing fields read like the browser's check", () => {
    const problem = petSaveProblem(
      apiError(422, 'VALIDATION_ERROR', 'Please check the highlighted fields.', { name: petMessages.requiredFields }),
    );
    expect(problem.message).toBe(petMessages.requiredFields);
    expect(problem.fields).toEqual({ name: "Please enter your pet's name." });
  });

  it("a field too long shows the server's words", () => {
    const tooLong = 'Name can be at most 60 characters.';
    const problem = petSaveProblem(apiError(422, 'VALIDATION_ERROR', 'Please check the highlighted fields.', { name: tooLong }));
    expect(problem).toEqual({ message: tooLong, fields: { name: tooLong } });
  });

  it("at the limit: the server's message", () => {
    expect(petSaveProblem(apiError(409, 'PET_LIMIT_REACHED', petMessages.tooMany)).message).toBe(petMessages.tooMany);
  });

  it('anything else: the spec message', () => {
    expect(petSaveProblem(apiError(0, 'NETWORK_ERROR', 'The server could not be reached.')).message).toBe(petMessages.saveFailed);
    expect(petSaveProblem(apiError(500, 'INTERNAL', 'Something went wrong.')).message).toBe(petMessages.saveFailed);
    expect(petSaveProblem(apiError(404, 'NOT_FOUND', 'That pet was not found.')).message).toBe(petMessages.saveFailed);
    expect(petSaveProblem(new Error('boom')).message).toBe(petMessages.saveFailed);
  });
});
