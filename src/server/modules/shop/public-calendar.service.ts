import { bookingRulesSchema } from '@shared/contracts/booking-rules';
import { shopHoursSchema } from '@shared/contracts/hours';
import type { Database } from '../../db/database';
import { jsonRepresentation, type Representation } from '../../lib/representation';
import { catalogueMemo } from './catalogue-version.service';
import { bookingSettings, shopHours } from './shop.service';

/**
 * The shop's calendar as every page reads it (the footer, the contact page, the booking
 * screens' rules), from memory and serialised once per catalogue version (issue 15).
 */
const { remember } = catalogueMemo();

/** GET /api/shop/hours's body: the week and the closures from `today` on. */
export const shopHoursBody = (db: Database, today: string): Promise<Representation> =>
  remember(db, `hours from ${today}`, async () => jsonRepresentation(shopHoursSchema, await shopHours(db, today)));

/** GET /api/booking-rules's body: the minimum notice and the cancellation window, likewise. */
export const bookingRulesBody = (db: Database): Promise<Representation> =>
  remember(db, 'booking rules', async () => {
    const { minNoticeMinutes, cancelWindowMinutes } = await bookingSettings(db);
    return jsonRepresentation(bookingRulesSchema, { minNoticeMinutes, cancelWindowMinutes });
  });
