import { beforeAll, describe, expect, it } from 'vitest';
import { BREED_NOT_SPECIFIED, type Pet } from '@shared/contracts/pets';
import { ApiClientError } from '@web/lib/api-client';
import { i18n, loadCatalogs } from '@web/lib/i18n';
import { checkPetForm, emptyPetForm, petFormValuesOf, petSaveProblem } from '@web/features/pets/lib/pet-form';

const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new ApiClientError(status, { error: { code, message, ...(fields ? { fields } : {}) } });
const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
const requiredFields = 'Please fill out all required fields.';
const saveFailed = 'Failed to save pet. Please try again.';

beforeAll(() => loadCatalogs());

describe('the pet form rules (spec §5), with the server contract', () => {
  it('needs a name, a type and an age, with the spec message above and each field named', () => {
    const checked = checkPetForm(emptyPetForm, t);
    expect('problem' in checked && checked.problem).toEqual({
      message: requiredFields,
      fields: { name: "Please enter your pet's name.", type: 'Please select a pet type.', age: "Please enter your pet's age." },
    });
  });

  it('counts blanks as missing and the breed as optional', () => {
    const blankName = checkPetForm({ ...emptyPetForm, name: '  ', type: 'Dog', age: '2 years' }, t);
    expect('problem' in blankName && blankName.problem.fields).toEqual({ name: "Please enter your pet's name." });
    expect(checkPetForm({ ...emptyPetForm, name: 'Biscuit', type: 'Dog', age: '2 years' }, t)).toEqual({
      body: { name: 'Biscuit', type: 'Dog', age: '2 years' },
    });
  });

  it('sends trimmed values and leaves an empty breed out', () => {
    expect(checkPetForm({ ...emptyPetForm, name: ' Biscuit ', type: 'Cat', age: ' 2 years ', breed: '  ' }, t)).toEqual({
      body: { name: 'Biscuit', type: 'Cat', age: '2 years' },
    });
    expect(checkPetForm({ ...emptyPetForm, name: 'Pip', type: 'Bird', age: '1', breed: ' Budgie ' }, t)).toEqual({
      body: { name: 'Pip', type: 'Bird', age: '1', breed: 'Budgie' },
    });
  });

  it('says how long a field may be, from the contract', () => {
    const checked = checkPetForm({ ...emptyPetForm, name: 'a'.repeat(61), type: 'Dog', age: '2' }, t);
    expect('problem' in checked && checked.problem).toEqual({
      message: 'Name can be at most 60 characters.',
      fields: { name: 'Name can be at most 60 characters.' },
    });
  });

  it('edits a pet without a breed from an empty breed field', () => {
    const pet: Pet = { id: 'p1', name: 'Pip', type: 'Bird', age: '1 year', breed: BREED_NOT_SPECIFIED, size: null, coat: null, weightKg: null, createdAt: '' };
    expect(petFormValuesOf(pet)).toEqual({ ...emptyPetForm, name: 'Pip', type: 'Bird', age: '1 year', breed: '' });
    expect(petFormValuesOf({ ...pet, breed: 'Budgie' }).breed).toBe('Budgie');
  });

  it("sends a dog's size, coat and weight (issue 14), and leaves a size the weight gives to the weight", () => {
    expect(checkPetForm({ ...emptyPetForm, name: 'Bruno', type: 'Dog', age: '4', size: 'large', coat: 'double', weightKg: '47,5' }, t)).toEqual({
      body: { name: 'Bruno', type: 'Dog', age: '4', size: 'large', coat: 'double', weightKg: 47.5 },
    });
    // A fish has no size or coat to send.
    expect(checkPetForm({ ...emptyPetForm, name: 'Bubbles', type: 'Fish', age: '1', size: 'giant', coat: 'long' }, t)).toEqual({
      body: { name: 'Bubbles', type: 'Fish', age: '1' },
    });
    const refused = checkPetForm({ ...emptyPetForm, name: 'Bruno', type: 'Dog', age: '4', weightKg: 'heavy' }, t);
    expect('problem' in refused && refused.problem.fields.weightKg).toBe('Enter the weight in kilograms, as a number above 0 (up to 150), like 12.5.');

    const dog: Pet = { id: 'p2', name: 'Bruno', type: 'Dog', age: '4', breed: BREED_NOT_SPECIFIED, size: 'giant', coat: 'double', weightKg: 52, createdAt: '' };
    expect(petFormValuesOf(dog)).toMatchObject({ size: '', weightKg: '52', coat: 'double' });
    expect(petFormValuesOf({ ...dog, size: 'large' }).size).toBe('large');
  });
});

describe('a failed save', () => {
  it('signed out: the spec message, and the session is over', () => {
    expect(petSaveProblem(apiError(401, 'UNAUTHORIZED', 'Please sign in.'), t)).toEqual({
      message: 'You must be logged in to add a pet.',
      fields: {},
      signedOut: true,
    });
  });

  it("the server's missing fields read like the browser's check", () => {
    const problem = petSaveProblem(apiError(422, 'VALIDATION_ERROR', 'Please check the highlighted fields.', { name: requiredFields }), t);
    expect(problem).toEqual({ message: requiredFields, fields: { name: "Please enter your pet's name." } });
  });

  it("a field too long shows the server's words", () => {
    const tooLong = 'Name can be at most 60 characters.';
    const problem = petSaveProblem(apiError(422, 'VALIDATION_ERROR', 'Please check the highlighted fields.', { name: tooLong }), t);
    expect(problem).toEqual({ message: tooLong, fields: { name: tooLong } });
  });

  it("at the limit: the server's message", () => {
    const tooMany = 'You can keep up to 30 pets on your profile.';
    expect(petSaveProblem(apiError(409, 'PET_LIMIT_REACHED', tooMany), t).message).toBe(tooMany);
  });

  it('anything else: the spec message', () => {
    for (const error of [
      apiError(0, 'NETWORK_ERROR', 'The server could not be reached.'),
      apiError(500, 'INTERNAL', 'Something went wrong.'),
      apiError(404, 'NOT_FOUND', 'That pet was not found.'),
      new Error('boom'),
    ]) {
      expect(petSaveProblem(error, t).message).toBe(saveFailed);
    }
  });
});
