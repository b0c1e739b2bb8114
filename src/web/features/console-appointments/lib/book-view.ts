import { datesFrom, mondayOf } from '@shared/scheduling/calendar-week';
import { addDaysToDate, isValidIsoDate } from '@shared/scheduling/zoned-time';

/**
 * What the appointment book shows, read from the address (?view=day&date=…&provider=…
 * &service=…&appointment=…), so a view can be shared, reloaded and come back to with Back.
 * A week runs from its Monday; a missing or broken date means today.
 */
export type BookViewKind = 'week' | 'day';

export interface BookView {
  kind: BookViewKind;
  /** The first day shown: the week's Monday, or the day. */
  from: string;
  /** The last day shown, included. */
  to: string;
  days: string[];
  providerId: string;
  serviceId: string;
  /** The appointment whose details are open. */
  appointmentId: string;
}

export function readBookView(params: URLSearchParams, today: string): BookView {
  const kind: BookViewKind = params.get('view') === 'day' ? 'day' : 'week';
  const asked = params.get('date') ?? '';
  const date = isValidIsoDate(asked) ? asked : today;
  const from = kind === 'week' ? mondayOf(date) : date;
  const days = datesFrom(from, kind === 'week' ? 7 : 1);
  return {
    kind,
    from,
    to: days.at(-1)!,
    days,
    providerId: params.get('provider') ?? '',
    serviceId: params.get('service') ?? '',
    appointmentId: params.get('appointment') ?? '',
  };
}

/** The address parameters of a view; empty filters and the default week view are left out. */
export function bookViewParams(view: Pick<BookView, 'kind' | 'from' | 'providerId' | 'serviceId' | 'appointmentId'>): Record<string, string> {
  return Object.fromEntries(
    Object.entries({
      view: view.kind === 'day' ? 'day' : '',
      date: view.from,
      provider: view.providerId,
      service: view.serviceId,
      appointment: view.appointmentId,
    }).filter(([, value]) => value !== ''),
  );
}

/** The first day of the previous (-1) or next (1) week or day. */
export function stepFrom(view: Pick<BookView, 'kind' | 'from'>, direction: -1 | 1): string {
  return addDaysToDate(view.from, direction * (view.kind === 'week' ? 7 : 1));
}
