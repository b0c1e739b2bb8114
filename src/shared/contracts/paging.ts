import * as z from 'zod';

/**
 * Lists that grow with the shop's history come a page at a time (issue 15): a client
 * asks for at most MAX_PAGE_SIZE items and continues from the cursor the last page gave.
 */

export const pagingMessages = {
  limit: 'errors.paging.limit',
  cursor: 'errors.paging.cursor',
} as const;

/** The most items one page may hold. */
export const MAX_PAGE_SIZE = 50;
/** A page's size when the client does not say. */
export const DEFAULT_PAGE_SIZE = 20;

/** `?limit=`: 1 to MAX_PAGE_SIZE; more is refused, not cut. */
export const pageLimitSchema = z.coerce
  .number({ error: pagingMessages.limit })
  .int(pagingMessages.limit)
  .min(1, pagingMessages.limit)
  .max(MAX_PAGE_SIZE, pagingMessages.limit)
  .default(DEFAULT_PAGE_SIZE);

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * Where a list of appointments continues. The list is the upcoming ones, soonest first,
 * then the older ones, latest first; `since` is the moment that split them when the
 * first page was read, so a page read later neither repeats nor skips one.
 */
export interface AppointmentCursor {
  phase: 'upcoming' | 'older';
  since: Date;
  /** The last appointment listed: the next page starts after it. */
  startsAt: Date;
  id: string;
}

/** The last instant a cursor may name, 9999-12-31T23:59:59.999999Z: the databases' timestamps end soon after. */
const END_OF_TIME_MS = 253_402_300_799_999;
export const END_OF_TIME_MICROS = 253_402_300_799_999_999n;

const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const appointmentCursorPattern = new RegExp(`^([uo])\\.(\\d{1,15})\\.(\\d{1,15})\\.(${UUID})$`);

/** The first page: upcoming from `since` (an appointment starting at that very moment is upcoming). */
export const firstAppointmentPage = (since: Date): AppointmentCursor => ({ phase: 'upcoming', since, startsAt: since, id: NIL_UUID });

/** The first page of the older ones: everything that started before `since`. */
export const firstOlderPage = (since: Date): AppointmentCursor => ({ phase: 'older', since, startsAt: since, id: NIL_UUID });

export const encodeAppointmentCursor = ({ phase, since, startsAt, id }: AppointmentCursor): string =>
  `${phase === 'upcoming' ? 'u' : 'o'}.${since.getTime()}.${startsAt.getTime()}.${id}`;

/** `?cursor=` of a list of appointments: what the previous page gave as nextCursor. */
export const appointmentCursorSchema = z
  .string({ error: pagingMessages.cursor })
  .regex(appointmentCursorPattern, pagingMessages.cursor)
  .refine((text) => text.split('.').slice(1, 3).every((ms) => Number(ms) <= END_OF_TIME_MS), pagingMessages.cursor)
  .transform((text): AppointmentCursor => {
    const [, phase, since, startsAt, id] = appointmentCursorPattern.exec(text)!;
    return { phase: phase === 'u' ? 'upcoming' : 'older', since: new Date(Number(since)), startsAt: new Date(Number(startsAt)), id: id! };
  });

/**
 * Where a list ordered by a database timestamp, newest first, continues: the last item's
 * time in whole microseconds since 1970 (the column's own precision, so no two items
 * written in one millisecond are ever skipped) and its id.
 */
export const newestFirstCursorSchema = z
  .string({ error: pagingMessages.cursor })
  .regex(new RegExp(`^\\d{1,18}\\.${UUID}$`), pagingMessages.cursor)
  // The pattern's refusal does not stop the checks: only digits reach BigInt.
  .refine((text) => /^\d+\./.test(text) && BigInt(text.split('.')[0]!) <= END_OF_TIME_MICROS, pagingMessages.cursor)
  .transform((text) => {
    const [micros, id] = text.split('.') as [string, string];
    return { micros, id };
  });

export type NewestFirstCursor = z.output<typeof newestFirstCursorSchema>;
