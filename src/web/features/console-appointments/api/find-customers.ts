import { keepPreviousData } from '@tanstack/react-query';
import type { CustomerList } from '@shared/contracts/console-customers';
import { apiRequest } from '@web/lib/api-client';
import { useQuery } from '@web/lib/query';
import { appointmentBookKey } from '@web/features/console-appointments/api/get-appointment-book';

/** GET /api/console/customers?q=: the accounts whose name or email holds the words, for the owner's booking form. */
export const useFindCustomers = (q: string) =>
  useQuery({
    queryKey: [...appointmentBookKey, 'customers', q],
    queryFn: ({ signal }) => apiRequest<CustomerList>(`/api/console/customers?${new URLSearchParams({ q }).toString()}`, { signal }),
    enabled: q.trim().length >= 2,
    select: (data) => data.customers,
    placeholderData: keepPreviousData,
  });
