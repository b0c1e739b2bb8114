import { versionRowReader } from '../../db/version-rows';
import { dataMemo, dataVersion, type MemoOptions } from '../../lib/versioned-memo';
import { sessionsVersion } from './accounts.schema';

/**
 * Who may act, as of now: moved by the database's triggers whenever a session, an account
 * (its name included) or a role changes (migration 0031). Other modules' lists that show
 * account names combine it with their own version (combinedVersion).
 */
export const accountsVersion = dataVersion(versionRowReader(sessionsVersion, 'sessions_version'));

/**
 * Values about accounts kept per database for the newest version of who may act (ADR 0038):
 * the guards' sessions and roles, and the profile, which reads only what moves it (the
 * account, its roles, and when it first signed in, written before its first session exists).
 */
export const accountMemo = (options?: MemoOptions) => dataMemo(accountsVersion, options);
