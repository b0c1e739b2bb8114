import { versionRowReader } from '../../db/version-rows';
import { sessionsVersion } from './accounts.schema';

/** Who may act, as of now: moved by the database's triggers whenever a session, an account or a role changes (migration 0030). */
export const findSessionsVersion = versionRowReader(sessionsVersion, 'sessions_version');
