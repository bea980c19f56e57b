/**
 * The Policy List's search finds a policy by its broker's name too (issue 37: 'Prabal' found
 * nothing): the trigram index is made again over the broker name beside the policy number, customer
 * and vehicle number. At a million policies this reads every row once, when the server first starts
 * after the upgrade.
 */
import type { Kysely } from 'kysely';
import { replaceTrigramSearch, sampleSearchTextWidely } from '../trigramSearch';

export async function up(db: Kysely<any>): Promise<void> {
  await replaceTrigramSearch(db, 'motor_policies', ['policy_number', 'customer_name', 'vehicle_number', 'broker_name']);
  await sampleSearchTextWidely(db, 'motor_policies');
}

export async function down(db: Kysely<any>): Promise<void> {
  await replaceTrigramSearch(db, 'motor_policies', ['policy_number', 'customer_name', 'vehicle_number']);
  await sampleSearchTextWidely(db, 'motor_policies');
}
