import { versionRowReader } from '../../db/version-rows';
import { dataVersion } from '../../lib/versioned-memo';
import { ordersVersion } from './checkout.schema';

/** The orders' version (issue 31): the database moves it with every write to orders, their lines and refunds (triggers, migration 0038). */
export const orderBookVersion = dataVersion(versionRowReader(ordersVersion, 'orders_version'));
