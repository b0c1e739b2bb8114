import { encodeAppointmentCursor, firstAppointmentPage, firstOlderPage, type AppointmentCursor } from '@shared/contracts/paging';
import type { Database } from '../../db/database';
import { dataMemo } from '../../lib/versioned-memo';
import { appointmentBookVersion } from './appointments-version';
import { firstPageHolds } from './first-page';
import type { AppointmentRow } from './appointments.repo';
import { findOlderPage, findUpcomingPage, type AppointmentOwner } from './appointment-pages.repo';

export type { AppointmentOwner } from './appointment-pages.repo';

export interface AppointmentRowPage {
  rows: AppointmentRow[];
  nextCursor: string | null;
  nextIsOlder: boolean;
}

/**
 * One page of an owner's appointments (issue 15): the upcoming ones soonest first, and
 * once they are all listed, the older ones latest first, only when asked for. A page
 * never mixes the two; `since` travels in the cursor, so an appointment that starts
 * while the reader pages is listed once, on the side it was on at the first page.
 */
export async function readAppointmentPage(
  db: Database,
  owner: AppointmentOwner,
  { cursor, limit, now }: { cursor: AppointmentCursor | undefined; limit: number; now: Date },
): Promise<AppointmentRowPage> {
  if (cursor) return readPageAt(db, owner, cursor, limit);
  // The page everyone opens, from memory (issue 31): its rows are the appointments table's
  // alone, so it changes only with the book's version or as its first appointment starts.
  // Its cursor keeps the `since` it was made at, which pages on exactly as one made now would.
  return firstPages.remember(db, firstPageKey(owner, limit), () => readPageAt(db, owner, firstAppointmentPage(now), limit), (page) =>
    firstPageHolds(page.rows, now),
  );
}

/** First pages per owner and size, for the appointment book's newest version. */
const firstPages = dataMemo(appointmentBookVersion, { max: 10_000 });

const firstPageKey = (owner: AppointmentOwner, limit: number) =>
  'providerId' in owner ? `provider ${owner.providerId} ${limit}` : `user ${owner.userId} ${owner.petId ?? ''} ${limit}`;

async function readPageAt(db: Database, owner: AppointmentOwner, at: AppointmentCursor, limit: number): Promise<AppointmentRowPage> {
  if (at.phase === 'upcoming') {
    const { rows, olderExists } = await findUpcomingPage(db, owner, at.since, at, limit + 1);
    const page = rows.slice(0, limit);
    if (rows.length > limit) return { rows: page, nextCursor: cursorAfter(page, 'upcoming', at.since), nextIsOlder: false };
    return { rows: page, nextCursor: olderExists ? encodeAppointmentCursor(firstOlderPage(at.since)) : null, nextIsOlder: olderExists };
  }
  const rows = await findOlderPage(db, owner, at, limit + 1);
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit ? cursorAfter(page, 'older', at.since) : null, nextIsOlder: rows.length > limit };
}

function cursorAfter(page: AppointmentRow[], phase: AppointmentCursor['phase'], since: Date): string {
  const last = page.at(-1)!;
  return encodeAppointmentCursor({ phase, since, startsAt: last.startsAt, id: last.id });
}
