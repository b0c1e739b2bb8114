import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { AppointmentBook } from '@shared/contracts/appointment-book';
import { apiRequest } from '@web/lib/api-client';

/** Every key of the appointment book's data; a change to an appointment refreshes all of them. */
export const appointmentBookKey = ['console', 'appointments'] as const;

export interface AppointmentBookRange {
  from: string;
  to: string;
  providerId: string;
  serviceId: string;
}

/** GET /api/console/appointments: every provider's appointments from `from` to `to` (at most 7 days), filtered. */
export function getAppointmentBook(range: AppointmentBookRange, signal?: AbortSignal): Promise<AppointmentBook> {
  const query = new URLSearchParams(Object.entries(range).filter(([, value]) => value !== '')).toString();
  return apiRequest<AppointmentBook>(`/api/console/appointments?${query}`, { signal });
}

export const useAppointmentBook = (range: AppointmentBookRange) =>
  useQuery({
    queryKey: [...appointmentBookKey, 'book', range],
    queryFn: ({ signal }) => getAppointmentBook(range, signal),
    // Stepping a week keeps the last one on screen until the next arrives, instead of a blank.
    placeholderData: keepPreviousData,
  });
