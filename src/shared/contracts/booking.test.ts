import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  appointmentSchema,
  availabilityQuerySchema,
  bookAppointmentBodySchema,
  dateRefusalMessage,
  rescheduleBodySchema,
  serviceCatalogResponseSchema,
} from './booking';
import { checkBookableDate } from '../scheduling/slots';
import { english, englishIssues } from '../test/english';

const validBooking = {
  serviceId: 'test-grooming',
  petType: 'Dog',
  petName: 'Biscuit',
  petAge: '2 years',
  date: '2027-06-15',
  time: '9:30 AM',
  idempotencyKey: '4b0e4f4e-7f6d-4b7e-9a59-3f1c4b9b1c2d',
};

const messagesOf = englishIssues;

describe('bookAppointmentBodySchema', () => {
  it('accepts a complete booking and trims what people type', () => {
    const parsed = bookAppointmentBodySchema.parse({
      ...validBooking,
      petName: '  Biscuit ',
      petAge: ' 2 years ',
      petBreed: ' Beagle ',
      specialInstructions: '  Nervous around dryers.\n',
    });
    expect(parsed).toMatchObject({ petName: 'Biscuit', petAge: '2 years', petBreed: 'Beagle', specialInstructions: 'Nervous around dryers.' });
  });

  it('leaves breed and special instructions optional', () => {
    expect(bookAppointmentBodySchema.safeParse(validBooking).success).toBe(true);
  });

  // Which times a day offers is the server's to say (the providers' hours and the owner's
  // grid); the contract checks only that a time is written the way the slots write it.
  it.each(['9:30 AM', '9:45 AM', '12:00 PM', '4:30 PM', '8:30 AM'])('accepts the time label %s', (time) => {
    expect(bookAppointmentBodySchema.safeParse({ ...validBooking, time }).success).toBe(true);
  });

  it.each(['09:30 AM', '9:30 am', '13:00', '9:30', '25:00 PM', 'soon'])('refuses the time %j', (time) => {
    expect(messagesOf(bookAppointmentBodySchema.safeParse({ ...validBooking, time }))).toEqual([
      'Please select one of the listed times.',
    ]);
  });

  it('refuses dates that are not real yyyy-mm-dd dates', () => {
    for (const date of ['2027-02-29', '2027-6-15', '15/06/2027', '2027-06-15T09:30:00Z']) {
      expect(messagesOf(bookAppointmentBodySchema.safeParse({ ...validBooking, date }))).toEqual(['Please select a valid date.']);
    }
  });

  it('treats a name or age of only spaces as missing', () => {
    expect(messagesOf(bookAppointmentBodySchema.safeParse({ ...validBooking, petName: '   ' }))).toEqual([
      "Please enter your pet's name.",
    ]);
    expect(messagesOf(bookAppointmentBodySchema.safeParse({ ...validBooking, petAge: '' }))).toEqual([
      "Please enter your pet's age.",
    ]);
  });

  it('limits lengths after trimming', () => {
    const ok = bookAppointmentBodySchema.safeParse({
      ...validBooking,
      petName: ` ${'a'.repeat(60)} `,
      petAge: 'b'.repeat(40),
      petBreed: 'c'.repeat(60),
      specialInstructions: 'd'.repeat(500),
    });
    expect(ok.success).toBe(true);
    for (const [field, value] of [
      ['petName', 'a'.repeat(61)],
      ['petAge', 'b'.repeat(41)],
      ['petBreed', 'c'.repeat(61)],
      ['specialInstructions', 'd'.repeat(501)],
    ] as const) {
      const result = bookAppointmentBodySchema.safeParse({ ...validBooking, [field]: value });
      expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
    }
  });

  it('refuses an unknown pet type and a key that is not a UUID', () => {
    expect(messagesOf(bookAppointmentBodySchema.safeParse({ ...validBooking, petType: 'Horse' }))).toEqual([
      'Please select a pet type.',
    ]);
    expect(bookAppointmentBodySchema.safeParse({ ...validBooking, idempotencyKey: 'once' }).success).toBe(false);
  });
});

describe('rescheduleBodySchema', () => {
  it.each([{}, { date: '2027-06-15' }, { time: '9:00 AM' }, { date: '', time: '9:00 AM' }, { date: '2027-06-15', time: '' }])(
    'says the spec’s message when date or time is missing: %j',
    (body) => {
      expect(new Set(messagesOf(rescheduleBodySchema.safeParse(body)))).toEqual(new Set(['Please select both a date and time.']));
    },
  );

  it('accepts a date and a grid time', () => {
    expect(rescheduleBodySchema.parse({ date: '2027-11-07', time: '4:30 PM' })).toEqual({ date: '2027-11-07', time: '4:30 PM' });
  });
});

describe('availabilityQuerySchema', () => {
  it('needs a service and a real date', () => {
    expect(availabilityQuerySchema.safeParse({ serviceId: 'test-grooming', date: '2028-02-29' }).success).toBe(true);
    expect(availabilityQuerySchema.safeParse({ serviceId: 'test-grooming', date: '2027-02-29' }).success).toBe(false);
    expect(availabilityQuerySchema.safeParse({ serviceId: '', date: '2027-06-15' }).success).toBe(false);
  });
});

describe('response contracts', () => {
  it('describe an appointment as the check-appointments screen shows it', () => {
    const appointment = {
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      service: {
        id: 'test-grooming',
        name: 'Test Grooming Service',
        description: 'A test grooming service.',
        duration: '30 minutes',
        petTypes: ['Dog'],
      },
      petId: null,
      petName: 'Biscuit',
      petType: 'Dog',
      petAge: '2 years',
      petBreed: 'Not specified',
      date: '2027-11-07',
      time: '9:00 AM',
      priceCents: 2500,
      specialInstructions: null,
      status: 'Confirmed',
      providerName: null,
      createdAt: '2027-11-01T12:00:00.000Z',
      updatedAt: null,
      startsAt: '2027-11-07T14:00:00.000Z',
      seriesId: null,
    };
    expect(appointmentSchema.parse(appointment)).toEqual(appointment);
    expect(appointmentSchema.safeParse({ ...appointment, status: 'Canceled' }).success).toBe(false);
  });

  it('turn into JSON Schema for the API document', () => {
    for (const schema of [serviceCatalogResponseSchema, bookAppointmentBodySchema, rescheduleBodySchema, appointmentSchema]) {
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    }
  });
});

describe('dateRefusalMessage', () => {
  it('words each refusal of checkBookableDate the way both sides show it', () => {
    const now = new Date('2027-03-10T14:00:00Z');
    const refusal = (date: string) => {
      const check = checkBookableDate({ date, now, timeZone: 'America/Toronto', horizonDays: 90 });
      if (check.ok) throw new Error(`${date} is bookable`);
      return dateRefusalMessage(check, 90);
    };
    expect(english(refusal('2027-03-09'))).toBe('Please choose today or a later date.');
    expect(english(refusal('2027-06-09'))).toBe('Appointments can be booked up to 90 days ahead.');
    expect(english(refusal('2027-02-30'))).toBe('Please select a valid date.');
    expect(checkBookableDate({ date: '2027-06-08', now, timeZone: 'America/Toronto', horizonDays: 90 }).ok).toBe(true);
  });
});
