/**
 * Encrypts the personal data still stored in the clear: values saved before their field was
 * declared `personal` (PAN, from version 0013 on). Runs at start and finds nothing once done.
 */
import { personalFields } from '../../resources/core/defineResource';
import { declarations } from '../../resources/registry';
import type { DB } from '../db/schema';
import type { PersonalDataCipher } from './personalDataCipher';

const BATCH = 500;

export async function encryptPlainPersonalData(db: DB, cipher: PersonalDataCipher): Promise<number> {
  let encrypted = 0;
  for (const declaration of Object.values(declarations)) {
    for (const field of personalFields(declaration)) {
      const table = declaration.table as 'partners';
      for (;;) {
        const plain = (await db
          .selectFrom(table)
          .select(['id', field as 'pan'])
          .where(field as 'pan', 'is not', null)
          .where(field as 'pan', 'not like', 'v1.%')
          .where(field as 'pan', '!=', '')
          .limit(BATCH)
          .execute()) as { id: string; pan: string }[];
        if (!plain.length) break;
        await db.transaction().execute(async (trx) => {
          for (const row of plain) {
            // Only if the value is still the one read: a process of the previous version may have saved another meanwhile.
            await trx.updateTable(table).set({ [field]: cipher.encrypt(row.pan) }).where('id', '=', row.id).where(field as 'pan', '=', row.pan).execute();
          }
        });
        encrypted += plain.length;
      }
    }
  }
  return encrypted;
}
