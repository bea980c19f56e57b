/**
 * What an import does with each row of a batch, decided as a single create or edit would be: the
 * row's cells under their mapped fields, validated by the declaration (its messages), references
 * named by id or by the name the other record shows, and the declared key (policy number, partner
 * code...) telling a row that is already in from a new one. Nothing is written here.
 */
import { type Kysely, sql } from 'kysely';
import { importableFields, personalFields, representationOf, type ResourceDeclaration } from '../../resources/core/defineResource';
import type { ReferenceField } from '../../resources/core/fields';
import { isMasked } from '../../resources/core/indianIds';
import { normaliseValue, parseField, validateRecord } from '../../resources/core/validation';
import type { Repository } from '../db/repository';
import type { ApiRecord } from '../db/storageMapping';
import { referenceChecks } from '../db/references';
import { similarMessage } from '../db/similarRecords';
import { comparedForm, comparedText, takenMessage } from '../db/uniqueKeys';
import type { SourceRow } from './readRows';

export type OnExisting = 'update' | 'skip';
/** What becomes of a row resembling a record already in the book (declaration `similarWhen`): refused with the warning, or imported too. */
export type OnSimilar = 'refuse' | 'import';

export interface ImportPlan {
  declaration: ResourceDeclaration;
  all: readonly ResourceDeclaration[];
  /** The field of each column, null where a column is left out. */
  mapping: readonly (string | null)[];
  onExisting: OnExisting;
  onSimilar: OnSimilar;
}

export interface Refusal {
  row: number;
  cells: string[];
  problems: Record<string, string>;
}

export interface CheckedBatch {
  creates: { row: number; values: Record<string, unknown> }[];
  updates: { row: number; existing: ApiRecord; values: Record<string, unknown> }[];
  skipped: number;
  refusals: Refusal[];
}

/** The row's cells by field; an empty cell is no value. */
function cellsByField(mapping: ImportPlan['mapping'], cells: readonly string[]) {
  const input: Record<string, string> = {};
  mapping.forEach((field, column) => {
    const value = normaliseValue(cells[column]);
    if (field && typeof value === 'string') input[field] = value;
  });
  return input;
}

/** The records a batch's rows name by key, by that key as it is compared (case, and for identifiers spaces and dashes, ignored). */
async function existingByKey(db: Kysely<any>, repository: Repository, declaration: ResourceDeclaration, keys: string[]) {
  const key = declaration.importKey!;
  const found = new Map<string, ApiRecord>();
  if (!keys.length) return found;
  const compared = comparedForm(declaration, key, sql.ref(key));
  const rows = await db
    .selectFrom(declaration.table)
    .select(['id', compared.as('compared_key')])
    .where(compared, 'in', keys.map((value) => comparedForm(declaration, key, sql.val(value))))
    .execute();
  const records = new Map((await repository.getMany(rows.map((row) => row.id))).map((record) => [record._id, record]));
  for (const row of rows) found.set(row.compared_key, records.get(row.id)!);
  return found;
}

/**
 * Reference cells naming a record by id, or by the name it is shown with (a company's name for a
 * policy's insurer), as ids; a name two records share stays ambiguous and is refused.
 */
async function resolveReferences(db: Kysely<any>, plan: ImportPlan, inputs: Record<string, string>[]) {
  const references = Object.entries(plan.declaration.fields).filter(([name, field]) => field.kind === 'reference' && plan.mapping.includes(name)) as [
    string,
    ReferenceField,
  ][];
  for (const [name, field] of references) {
    const target = plan.all.find((other) => other.name === field.reference)!;
    const shownBy = representationOf(target);
    const given = [...new Set(inputs.map((input) => input[name]).filter(Boolean))];
    if (!given.length) continue;
    const rows = await db
      .selectFrom(target.table)
      .select(['id', sql<string>`lower(${sql.ref(shownBy)})`.as('shown')])
      .where((eb) => eb.or([eb('id', 'in', given), eb(sql`lower(${sql.ref(shownBy)})`, 'in', given.map((value) => value.toLowerCase()))]))
      .execute();
    const ids = new Set(rows.map((row) => row.id));
    const byName = new Map<string, string | null>();
    for (const row of rows) byName.set(row.shown, byName.has(row.shown) ? null : row.id);
    for (const input of inputs) {
      const value = input[name];
      if (!value || ids.has(value)) continue;
      // Unknown or ambiguous names stay as typed: validation refuses them as a missing record.
      const id = byName.get(value.toLowerCase());
      if (id) input[name] = id;
    }
  }
}

/** Decides every row of a batch: create, update, skip or refuse with the field messages. */
export async function checkRows(db: Kysely<any>, repository: Repository, plan: ImportPlan, rows: readonly SourceRow[]): Promise<CheckedBatch> {
  const { declaration } = plan;
  const key = declaration.importKey!;
  const importable = importableFields(declaration);
  const personal = personalFields(declaration);
  const inputs = rows.map((source) => cellsByField(plan.mapping, source.cells));
  await resolveReferences(db, plan, inputs);

  const keys = inputs.map((input) => {
    const parsed = input[key] === undefined ? undefined : parseField(declaration.fields[key], input[key]);
    return typeof parsed?.value === 'string' ? parsed.value : undefined;
  });
  const existing = await existingByKey(db, repository, declaration, keys.filter((value): value is string => value !== undefined));

  const batch: CheckedBatch = { creates: [], updates: [], skipped: 0, refusals: [] };
  const decided: { row: number; values: Record<string, unknown>; record?: ApiRecord; cells: string[] }[] = [];
  const firstRowOfKey = new Map<string, number>();
  rows.forEach((source, index) => {
    const refuse = (problems: Record<string, string>) => batch.refusals.push({ row: source.row, cells: source.cells, problems });
    const keyValue = keys[index];
    if (keyValue !== undefined) {
      const seenOn = firstRowOfKey.get(comparedText(declaration, key, keyValue));
      if (seenOn !== undefined) {
        return refuse({ [key]: `${declaration.fields[key].label} ${keyValue} is on row ${seenOn} of this file too` });
      }
      firstRowOfKey.set(comparedText(declaration, key, keyValue), source.row);
    }
    const record = keyValue === undefined ? undefined : existing.get(comparedText(declaration, key, keyValue));
    if (record && plan.onExisting === 'skip') {
      batch.skipped += 1;
      return;
    }
    // An edit keeps what the file leaves empty, personal numbers it does not give again, and its
    // key as stored (the file may print it otherwise: "og 25/1" for "OG-25-1").
    const input: Record<string, unknown> = record ? { ...record, ...inputs[index], [key]: record[key] } : inputs[index];
    const checked = importable.filter((name) => !(record && personal.includes(name) && (!(name in inputs[index]) || isMasked(inputs[index][name]))));
    const { values, errors } = validateRecord(declaration, input, checked);
    if (Object.keys(errors).length) return refuse(errors);
    if (declaration.derive) Object.assign(values, declaration.derive(values));
    decided.push({ row: source.row, values, record, cells: source.cells });
  });

  const missing = await referenceChecks(declaration, plan.all).missingOfMany(db, decided.map((row) => row.values));
  const uniqueTaken = await takenUniqueValues(repository, declaration, decided);
  const similar = plan.onSimilar === 'refuse' ? await repository.similarTo(decided.map((row) => ({ values: row.values, existing: row.record }))) : [];
  for (const [index, row] of decided.entries()) {
    const warning = similar[index] && { [similar[index].field]: similarMessage(declaration, similar[index]) };
    const problems = { ...missing[index], ...uniqueTaken.get(row.values), ...warning };
    if (Object.keys(problems).length) batch.refusals.push({ row: row.row, cells: row.cells, problems });
    else if (row.record && !changes(row.record, row.values, personal)) batch.skipped += 1;
    else if (row.record) batch.updates.push({ row: row.row, existing: row.record, values: row.values });
    else batch.creates.push({ row: row.row, values: row.values });
  }
  batch.refusals.sort((a, b) => a.row - b.row);
  return batch;
}

/** Whether writing `values` changes `record` (a personal number given again always does: it is kept only masked). */
const changes = (record: ApiRecord, values: Record<string, unknown>, personal: readonly string[]) =>
  Object.entries(values).some(([name, value]) => personal.includes(name) || JSON.stringify(record[name] ?? null) !== JSON.stringify(value ?? null));

/** Unique values besides the key (a partner's e-mail) held by another record, or twice in the batch. */
async function takenUniqueValues(
  repository: Repository,
  declaration: ResourceDeclaration,
  decided: { values: Record<string, unknown>; record?: ApiRecord }[],
) {
  const taken = new Map<Record<string, unknown>, Record<string, string>>();
  const others = declaration.uniqueFields.filter((name) => name !== declaration.importKey);
  for (const name of others) {
    const inBatch = new Set<string>();
    for (const { values, record } of decided) {
      const value = values[name];
      if (typeof value !== 'string' || !value) continue;
      const held = inBatch.has(value.toLowerCase()) || (await repository.holderOf(name, value, record?._id));
      inBatch.add(value.toLowerCase());
      if (held) taken.set(values, { ...taken.get(values), [name]: takenMessage(declaration, name) });
    }
  }
  return taken;
}
