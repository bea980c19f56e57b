/**
 * The records a write resembles (declaration `similarWhen`): the same vehicle insured for
 * overlapping dates, another company of the same name, a partner with another's PAN. They are
 * shown to the person saving, who may save anyway; nothing here refuses a write on its own.
 */
import { type Expression, type Kysely, sql } from 'kysely';
import { representationOf, type ResourceDeclaration, type SimilarityRule } from '../../resources/core/defineResource';
import { fieldMessage } from '../../resources/core/fieldMessageTemplates';
import type { TextField } from '../../resources/core/fields';
import { type PersonalDataCipher, VISIBLE_END_POSITION } from '../security/personalDataCipher';

export interface SimilarRecord {
  id: string;
  name: string;
  /** The record's period, for a rule `during` one. */
  from?: string;
  to?: string;
}

export interface SimilarRecords {
  field: string;
  records: SimilarRecord[];
}

/** A person reads a handful; more would not change what they decide. */
const MOST_SHOWN = 5;

/** A write to look at: its values, and for an edit the record as it stands. */
export interface Write {
  values: Record<string, unknown>;
  existing?: Record<string, unknown> & { _id: string };
}

/**
 * For each write (an import's batch at once, one query per rule), the first rule whose value another
 * record shares, with those records. On an edit only rules whose fields changed are asked: a record
 * once saved anyway is not warned of again.
 */
export async function findSimilarOfMany(
  db: Kysely<any>,
  declaration: ResourceDeclaration,
  writes: readonly Write[],
  cipher?: PersonalDataCipher,
): Promise<(SimilarRecords | undefined)[]> {
  const found: (SimilarRecords | undefined)[] = writes.map(() => undefined);
  for (const rule of declaration.similarWhen ?? []) {
    const asked = writes.flatMap((write, index) => (found[index] === undefined && asks(rule, write) ? [index] : []));
    if (!asked.length) continue;
    const candidates = await recordsSharing(db, declaration, rule, [...new Set(asked.map((index) => writes[index].values[rule.field] as string))], cipher);
    for (const index of asked) {
      const records = candidates.filter((candidate) => resembles(declaration, rule, writes[index], candidate)).slice(0, MOST_SHOWN);
      if (records.length) found[index] = { field: rule.field, records: records.map(({ value: _value, ...shown }) => shown) };
    }
  }
  return found;
}

function asks(rule: SimilarityRule, { values, existing }: Write) {
  const value = values[rule.field];
  if (typeof value !== 'string' || !value || rule.except?.includes(value)) return false;
  if (rule.during && rule.during.some((name) => !values[name])) return false;
  return !existing || [rule.field, ...(rule.during ?? [])].some((name) => values[name] !== existing[name]);
}

function resembles(declaration: ResourceDeclaration, rule: SimilarityRule, { values, existing }: Write, candidate: Candidate) {
  if (candidate.id === existing?._id || candidate.value !== comparedText(declaration, rule.field, values[rule.field] as string)) return false;
  if (!rule.during) return true;
  const [from, to] = rule.during;
  return candidate.from! <= (values[to] as string) && candidate.to! >= (values[from] as string);
}

type Candidate = SimilarRecord & { value: string };

/**
 * Every record holding one of `values` of the rule's field, in the form they are compared. Personal
 * data is encrypted with a random nonce: records are narrowed by its readable end, then decrypted.
 */
async function recordsSharing(db: Kysely<any>, declaration: ResourceDeclaration, rule: SimilarityRule, values: string[], cipher?: PersonalDataCipher): Promise<Candidate[]> {
  const personal = declaration.fields[rule.field].personal;
  const column = sql.ref(rule.field);
  const key = personal ? sql<string>`substr(${column}, ${VISIBLE_END_POSITION.start}, ${VISIBLE_END_POSITION.length})` : comparedForSimilarity(declaration, rule.field, column);
  const keys = personal ? values.map((value) => value.slice(-VISIBLE_END_POSITION.length)) : values.map((value) => comparedForSimilarity(declaration, rule.field, sql.val(value)));
  let query = db
    .selectFrom(declaration.table)
    .select([sql<string>`id`.as('id'), sql<string>`${sql.ref(representationOf(declaration))}`.as('name'), (personal ? sql<string>`${column}` : key).as('value')])
    .where(key, 'in', keys)
    .orderBy('id');
  if (rule.during) query = query.select([sql<string>`${sql.ref(rule.during[0])}`.as('from'), sql<string>`${sql.ref(rule.during[1])}`.as('to')]);
  const candidates = (await query.execute()) as Candidate[];
  if (!personal) return candidates;
  if (!cipher) throw new Error(`${declaration.name}.${rule.field} is personal data: give the repository the cipher`);
  return candidates.map((candidate) => ({ ...candidate, value: cipher.decrypt(candidate.value) }));
}

/**
 * A field that normalises its values (a vehicle number's spaces and case) is compared as stored, so
 * its plain index serves; any other text ignoring case. An index on this form serves the lookup.
 */
export const comparedForSimilarity = (declaration: ResourceDeclaration, name: string, value: Expression<unknown>) =>
  isNormalised(declaration, name) ? sql<string>`${value}` : sql<string>`lower(${value})`;

/** comparedForSimilarity's form of a value, in JavaScript. */
const comparedText = (declaration: ResourceDeclaration, name: string, value: string) => (isNormalised(declaration, name) ? value : value.toLowerCase());

const isNormalised = (declaration: ResourceDeclaration, name: string) => Boolean((declaration.fields[name] as TextField).normalise);

/** What the person saving is told under the field: the records it resembles, with their periods. */
export function similarMessage(declaration: ResourceDeclaration, found: SimilarRecords): string {
  const others = found.records.map((record) => (record.from && record.to ? `${record.name} (${shownDate(record.from)} – ${shownDate(record.to)})` : record.name));
  const during = declaration.similarWhen?.find((rule) => rule.field === found.field)?.during;
  return fieldMessage(during ? 'similarDuring' : 'similar', {
    field: declaration.fields[found.field].label,
    record: declaration.label.one.toLowerCase(),
    others: others.join(', '),
  });
}

const shownDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');
