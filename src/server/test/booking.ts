import { randomUUID } from 'node:crypto';
import type { BookAppointmentBody } from '@shared/contracts/booking';
import { DEMO_WEEKLY_HOURS } from '../db/seed-data';
import { providerServices, providerWorkingHours, providers } from '../db/schema';
import type { Database } from '../db/database';

/** Wednesday 10 March 2027, 9:00 in Toronto: the pinned "now" of the booking tests. */
export const PINNED_NOW = new Date('2027-03-10T14:00:00Z');

export function booking(overrides: Partial<BookAppointmentBody> = {}): BookAppointmentBody {
  return {
    serviceId: 'test-grooming',
    petType: 'Dog',
    petName: 'Biscuit',
    petAge: '2 years',
    petBreed: 'Beagle',
    date: '2027-03-12',
    time: '10:00 AM',
    specialInstructions: 'Nervous around clippers',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** A second, unclaimed provider schedule working the default hours every day and offering the test service. */
export async function addProvider(db: Database, displayName: string): Promise<number> {
  const [provider] = await db.insert(providers).values({ displayName }).returning();
  await db.insert(providerWorkingHours).values(DEMO_WEEKLY_HOURS.map((hours) => ({ providerId: provider!.id, ...hours })));
  await db.insert(providerServices).values({ providerId: provider!.id, serviceId: 'test-grooming' });
  return provider!.id;
}
