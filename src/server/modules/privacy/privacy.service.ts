import type { DataArchive } from '@shared/contracts/privacy';
import type { Database } from '../../db/database';
import { recordChange } from '../audit/audit.service';
import { consentRecordsOf } from '../consents/consents.service';
import { customerPage } from '../customers/customers.service';

/**
 * A customer's rights over their data (issue 30 item 4, D31). The archive is what the
 * owner's console shows about them (customers' page: account, pets with their
 * vaccination records and proofs' addresses, appointments, orders, the staff's notes)
 * and their consent records; asking for it is audited.
 */

/**
 * The customer acts on their own data; the log names them by account id, not by email,
 * so the log keeps no address once the account is closed.
 */
const privacyActor = (userId: string) => ({ userId, label: `account:${userId}` });

export async function dataArchiveOf(db: Database, userId: string, now: Date): Promise<DataArchive> {
  const [page, consents] = await Promise.all([customerPage(db, userId, now), consentRecordsOf(db, userId)]);
  await recordChange(db, { actor: privacyActor(userId), action: 'privacy.archiveDownloaded', subject: `account:${userId}` });
  return { format: 'pet-haven-data-archive/1', exportedAt: now.toISOString(), ...page, consents };
}
