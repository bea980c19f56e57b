/**
 * The record of every reveal of personal data (who, what, when), kept in `personal_data_reveals`
 * and shown to administrators next to the record.
 */
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../db/schema';
import { toIso } from '../db/dialect';
import type { SignedInAccount } from '../plugins/auth';

export async function recordReveal(
  db: DB,
  { account, resource, recordId, field }: { account: SignedInAccount; resource: string; recordId: string; field: string },
) {
  await db
    .insertInto('personal_data_reveals')
    .values({
      id: uuidv7(),
      accountId: account.id,
      accountEmail: account.email,
      resource,
      recordId,
      field,
      revealedAt: new Date().toISOString(),
    })
    .execute();
}

/** The reveals of one record, newest first. */
export async function revealsOf(db: DB, resource: string, recordId: string) {
  const rows = await db
    .selectFrom('personal_data_reveals')
    .select(['accountEmail', 'field', 'revealedAt'])
    .where('resource', '=', resource)
    .where('recordId', '=', recordId)
    .orderBy('revealedAt', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, revealedAt: toIso(row.revealedAt) }));
}
