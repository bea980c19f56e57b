/**
 * A policy's save looks for other policies of the same vehicle over overlapping dates (declaration
 * `similarWhen`): an index on the vehicle number, stored normalised, makes that a lookup at a million policies.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('motor_policies_vehicle_number_similar').ifNotExists().on('motor_policies').column('vehicle_number').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('motor_policies_vehicle_number_similar').ifExists().execute();
}
