import type { CustomerPage } from '@shared/contracts/console-customers';
import { apiRequest } from '@web/lib/api-client';
import { useQuery } from '@web/lib/query';
import { appointmentBookKey } from '@web/features/console-appointments/api/get-appointment-book';

/** GET /api/console/customers/:id: the customer's saved pets, one of which the owner books for. */
export const useCustomerPets = (customerId: string) =>
  useQuery({
    queryKey: [...appointmentBookKey, 'customer-pets', customerId],
    queryFn: ({ signal }) => apiRequest<CustomerPage>(`/api/console/customers/${encodeURIComponent(customerId)}`, { signal }),
    enabled: customerId !== '',
    select: (data) => data.pets,
  });
