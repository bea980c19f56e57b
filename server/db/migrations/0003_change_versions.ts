/** A change version for the motor policy table, so list answers can be cached safely (listCache.ts). */
import type { Kysely } from 'kysely';
import { addChangeVersions, trackChangeVersion } from '../rowCounts';

export async function up(db: Kysely<any>): Promise<void> {
  await addChangeVersions(db);
  await trackChangeVersion(db, 'motor_policies');
}
