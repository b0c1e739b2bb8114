import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { BookingQuote } from '@shared/contracts/booking';
import type { PetCoat, PetSize } from '@shared/contracts/pet-care';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export interface QuoteRequest {
  serviceId: string;
  /** A saved pet: its own size, coat and vaccinations count. */
  petId?: string | undefined;
  size?: PetSize | undefined;
  coat?: PetCoat | undefined;
  /** The vaccines are checked for this date; today without one. */
  date?: string | undefined;
}

/**
 * GET /api/booking-quote (issue 14): the service's duration and price for the pet, what
 * step 2 must still ask, and each required vaccine missing or expiring before the date.
 * The browser shows the server's figures; it never works a price out itself.
 */
export function getBookingQuote(request: QuoteRequest, { signal }: { signal?: AbortSignal } = {}): Promise<BookingQuote> {
  const query = new URLSearchParams({ serviceId: request.serviceId });
  for (const key of ['petId', 'size', 'coat', 'date'] as const) {
    const value = request[key];
    if (value) query.set(key, value);
  }
  return apiRequest<BookingQuote>(`/api/booking-quote?${query.toString()}`, { signal });
}

/** Kept fresh (records change on the pet's page); the last answer stays on screen while the next loads. */
export function useBookingQuote(request: QuoteRequest) {
  return useQuery({
    queryKey: [...queryKeys.availability, 'quote', request.serviceId, request.petId ?? '', request.size ?? '', request.coat ?? '', request.date ?? ''],
    queryFn: ({ signal }) => getBookingQuote(request, { signal }),
    enabled: request.serviceId !== '',
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
