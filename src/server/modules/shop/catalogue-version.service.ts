import type { Database } from '../../db/database';
import { dataMemo, dataVersion, type MemoOptions } from '../../lib/versioned-memo';
import { findCatalogueVersion } from './catalogue-version.repo';

/**
 * The catalogue served from memory (issue 15, ADR 0018): what the shop offers (products,
 * services, categories, their translations and pet rules), its calendar (opening hours,
 * closures, booking settings, texts) and the providers' schedules. Every statement that
 * writes any of them moves the version in its own transaction (a trigger, migration 0019),
 * whoever writes; every answer built from memory first learns the version, so the very
 * next answer of any server process sharing the database shows the change.
 */

const version = dataVersion(findCatalogueVersion);

/** The version now. */
export const catalogueVersion = (db: Database): Promise<number> => version.current(db);

/**
 * One module's values built from the catalogue, kept per database for the newest version:
 * `remember(db, key, build)` answers from memory unless the catalogue changed since.
 */
export const catalogueMemo = (options?: MemoOptions) => dataMemo(version, options);
