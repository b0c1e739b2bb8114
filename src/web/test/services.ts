import type { Service, ServiceCatalogResponse } from '@shared/contracts/booking';

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
  price: '$25',
};

/** Grooming with its one service, and Veterinary still coming soon. */
export const serviceCatalog: ServiceCatalogResponse = {
  categories: [
    { id: 'grooming', name: 'Grooming', description: 'Baths, trims and tidy-ups.', services: [groomingService] },
    { id: 'veterinary', name: 'Veterinary', description: 'Check-ups and vaccinations.', services: [] },
  ],
};
