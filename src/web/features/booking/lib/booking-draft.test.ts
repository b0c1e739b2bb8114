import { describe, expect, it } from 'vitest';
import { english } from '@shared/test/english';
import { inWords, type FieldMessages } from '@web/lib/form-errors';
import { completeDraft, groomingService, serviceCatalog } from '@web/test/services';
import { emptyDraft, firstIncompleteStep, petTypeMismatch, toBookingBody, validatePetStep, validateServiceStep, type BookingDraft } from './booking-draft';

const grooming = groomingService;

const { categories } = serviceCatalog;

/** As typed, with the spaces a visitor leaves around a name. */
const complete: BookingDraft = { ...completeDraft, petName: ' Biscuit ' };
/** What the visitor reads for the rules' messages. */
const words = <Field extends string>(messages: FieldMessages<Field>) => inWords(messages, english);
const key = '0b6c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('step 1', () => {
  it('needs a category, then one of its services', () => {
    expect(words(validateServiceStep(emptyDraft, categories))).toEqual({ categoryId: 'Please select a category.' });
    expect(words(validateServiceStep({ ...emptyDraft, categoryId: 'veterinary' }, categories))).toEqual({ serviceId: 'Please select a service.' });
    expect(words(validateServiceStep({ ...emptyDraft, categoryId: 'veterinary', serviceId: 'test-grooming' }, categories))).toEqual({
      serviceId: 'Please select a service.',
    });
    expect(words(validateServiceStep(complete, categories))).toEqual({});
  });
});

describe('step 2', () => {
  it("needs pet type, name and age with the contract's words; breed is optional", () => {
    expect(words(validatePetStep({ ...emptyDraft, petName: '  ' }))).toEqual({
      petType: 'Please select a pet type.',
      petName: "Please enter your pet's name.",
      petAge: "Please enter your pet's age.",
    });
    expect(words(validatePetStep(complete))).toEqual({});
  });

  it('warns when the service does not suit the pet type', () => {
    expect(english(petTypeMismatch(grooming, 'Cat')!)).toBe('The selected service is not available for Cat.');
    expect(petTypeMismatch(grooming, 'Dog')).toBeUndefined();
    expect(petTypeMismatch(grooming, '')).toBeUndefined();
  });
});

describe('the furthest step', () => {
  it('is the first one with missing or wrong answers', () => {
    expect(firstIncompleteStep(emptyDraft, categories)).toBe(1);
    expect(firstIncompleteStep({ ...complete, petAge: '' }, categories)).toBe(2);
    expect(firstIncompleteStep({ ...complete, petType: 'Cat' }, categories)).toBe(2);
    expect(firstIncompleteStep({ ...complete, time: '' }, categories)).toBe(3);
    expect(firstIncompleteStep(complete, categories)).toBeUndefined();
  });
});

describe('confirming', () => {
  it('sends trimmed answers and leaves out an empty breed and instructions', () => {
    expect(toBookingBody({ ...complete, petBreed: '  ', specialInstructions: ' ' }, key)).toEqual({
      body: {
        serviceId: 'test-grooming',
        petType: 'Dog',
        petName: 'Biscuit',
        petAge: '2 years',
        date: '2027-03-15',
        time: '10:30 AM',
        idempotencyKey: key,
      },
    });
  });

  it('needs a date and a time', () => {
    expect(words(toBookingBody({ ...complete, date: '', time: '' }, key).errors ?? {})).toEqual({
      date: 'Please select a date.',
      time: 'Please select a time.',
    });
  });
});

describe("the waiver's acceptance (issue 29)", () => {
  it('is sent only while step 3 shows a waiver, and needs the typed name and the ticked box', () => {
    expect(toBookingBody(complete, key).body).not.toHaveProperty('waiver');

    const shown: BookingDraft = { ...complete, waiverVersion: 3 };
    expect(words(toBookingBody({ ...shown, waiverFullName: '  ' }, key).errors!)).toEqual({
      waiverFullName: 'Please type your full name to accept the waiver.',
      waiverAccepted: 'Please tick the box to accept the waiver.',
    });
    expect(words(toBookingBody({ ...shown, waiverFullName: 'M'.repeat(121), waiverAccepted: true }, key).errors!)).toEqual({
      waiverFullName: 'Your full name must be 120 characters or fewer.',
    });
    expect(toBookingBody({ ...shown, waiverFullName: ' Morgan Lee ', waiverAccepted: true }, key).body?.waiver).toEqual({
      version: 3,
      fullName: 'Morgan Lee',
      accepted: true,
    });
  });
});
