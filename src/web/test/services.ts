import type { Service, ServiceCatalogResponse } from '@shared/contracts/booking';
import { emptyDraft, type BookingDraft } from '@web/features/booking/lib/booking-draft';

/** The spec's one test service (§3), as GET /api/services describes it. */
export const groomingService: Service = {
  id: 'test-grooming',
  categoryId: 'grooming',
  name: 'Test Grooming Service',
  description: 'A wash, brush and nail trim for your dog.',
  durationMinutes: 30,
  duration: '30 minutes',
  petTypes: ['Dog'],
  priceCents: 2500,
  requiredVaccines: [],
  variesBy: { size: false, coat: false },
};

/** The demo's veterinary service (src/server/db/seed-data.ts), as GET /api/services describes it. */
export const wellnessExam: Service = {
  id: 'wellness-exam',
  categoryId: 'veterinary',
  name: 'Wellness Exam',
  description: 'A nose-to-tail check-up with weight, teeth, heart and coat, and advice on diet.',
  durationMinutes: 30,
  duration: '30 minutes',
  petTypes: ['Dog', 'Cat'],
  priceCents: 6500,
  requiredVaccines: [],
  variesBy: { size: false, coat: false },
};

/** Grooming and Veterinary with a service each, as the demo has them, and Specialty still coming soon. */
export const serviceCatalog: ServiceCatalogResponse = {
  categories: [
    { id: 'grooming', name: 'Grooming', description: 'Baths, trims and tidy-ups.', services: [groomingService] },
    { id: 'veterinary', name: 'Veterinary', description: 'Check-ups and vaccinations.', services: [wellnessExam] },
    { id: 'specialty', name: 'Specialty', description: 'Care for particular needs.', services: [] },
  ],
};

/** A booking draft that passes every step: the grooming service for a dog, Monday 15 March 2027 at 10:30. */
export const completeDraft: BookingDraft = {
  ...emptyDraft,
  categoryId: 'grooming',
  serviceId: groomingService.id,
  petType: 'Dog',
  petName: 'Biscuit',
  petAge: '2 years',
  date: '2027-03-15',
  time: '10:30 AM',
};
