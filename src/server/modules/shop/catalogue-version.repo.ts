import { versionRowReader } from '../../db/version-rows';
import { catalogueVersion } from './shop.schema';

/** The catalogue's version, which the database's triggers move (migration 0019). */
export const findCatalogueVersion = versionRowReader(catalogueVersion, 'catalogue_version');
