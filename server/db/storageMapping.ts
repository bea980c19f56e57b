/**
 * How a declared resource's values are stored and read back: exact decimals as integers of their
 * smallest unit (paise, hundredths of a percent), flags as 1/0, personal data encrypted (and read
 * back only masked), lists and objects as JSON text, everything else as is; `id` becomes `_id`.
 */
import { columnFields, personalFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import type { DecimalField } from '../../resources/core/fields';
import { maskPersonal } from '../../resources/core/indianIds';
import { type PersonalDataCipher, visibleEnd } from '../security/personalDataCipher';
import { toIso } from './dialect';

/** A record as the API answers it. */
export type ApiRecord = Record<string, unknown> & { _id: string };

const scaledFields = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields).filter(([, field]) => field.kind === 'decimal') as [string, DecimalField][];

export const booleanFields = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields).filter(([, field]) => field.kind === 'boolean').map(([name]) => name);

const jsonFields = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields).filter(([, field]) => field.kind === 'json' || field.kind === 'rows').map(([name]) => name);

/** Flags are stored as 1/0, which SQLite needs and PostgreSQL reads into its boolean columns. */
export const toStoredFlag = (value: unknown) => (value === null || value === undefined ? value : value === true || value === 'true' ? 1 : 0);

/** The conversions of the module's comment, both ways, for one resource. */
export function storageMapping(declaration: ResourceDeclaration, cipher?: PersonalDataCipher) {
  const fields = columnFields(declaration);
  const scaled = scaledFields(declaration);
  const flags = booleanFields(declaration);
  const personal = personalFields(declaration);
  const structured = jsonFields(declaration);
  if (personal.length && !cipher) throw new Error(`${declaration.name} holds personal data: give its repository the cipher`);
  return {
    toRow(values: Record<string, unknown>): Record<string, unknown> {
      const row = { ...values };
      for (const [name, field] of scaled) {
        if (typeof row[name] === 'number') row[name] = Math.round((row[name] as number) * 10 ** field.scale);
      }
      for (const name of flags) if (name in row) row[name] = toStoredFlag(row[name]);
      for (const name of personal) if (typeof row[name] === 'string') row[name] = cipher!.encrypt(row[name] as string);
      for (const name of structured) if (row[name] !== undefined && row[name] !== null) row[name] = JSON.stringify(row[name]);
      return row;
    },
    toRecord(row: Record<string, unknown>): ApiRecord {
      const record: ApiRecord = { _id: String(row.id) };
      for (const field of fields) record[field] = row[field] ?? null;
      for (const [name, field] of scaled) {
        if (row[name] !== null && row[name] !== undefined) record[name] = Number(row[name]) / 10 ** field.scale;
      }
      for (const name of flags) if (row[name] !== null && row[name] !== undefined) record[name] = Boolean(row[name]);
      for (const name of personal) if (typeof row[name] === 'string') record[name] = maskPersonal(visibleEnd(row[name] as string));
      for (const name of structured) if (typeof row[name] === 'string') record[name] = JSON.parse(row[name] as string);
      record.createdAt = toIso(row.createdAt);
      record.updatedAt = toIso(row.updatedAt);
      return record;
    },
  };
}
