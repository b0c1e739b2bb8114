import type { SeriesPreview } from '@shared/contracts/booking-series';
import type { OwnerBooking, OwnerBookingBody, OwnerSeriesPreviewBody } from '@shared/contracts/owner-booking';
import { apiRequest } from '@web/lib/api-client';
import { useAppointmentChange } from '@web/features/console-appointments/api/appointment-change';

/** POST /api/console/bookings/preview: every visit of the repeat with its availability; writes nothing. */
export const previewOwnerBooking = (body: OwnerSeriesPreviewBody): Promise<SeriesPreview> =>
  apiRequest<SeriesPreview>('/api/console/bookings/preview', { method: 'POST', body });

/** POST /api/console/bookings: the visit, or every visit of the previewed repeat, all or none; the book is read again. */
export const useBookForCustomer = () =>
  useAppointmentChange((body: OwnerBookingBody) => apiRequest<OwnerBooking>('/api/console/bookings', { method: 'POST', body }));
