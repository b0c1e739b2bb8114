import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** The contrib extensions the migrations create: no double booking (D8), the shop's search (issue 28). */
export const pgliteExtensions = { btree_gist, pg_trgm, unaccent };
