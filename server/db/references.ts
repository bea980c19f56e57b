/**
 * Reference fields (fields.ts `reference`): a record names another resource's record by its id.
 * A write naming a record that does not exist is refused under the field, and a record still named
 * by others cannot be deleted until they are changed or deleted (declared tables back both with a
 * foreign key, declaredStorage.ts).
 */
import type { Kysely } from 'kysely';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { fieldMessage } from '../../resources/core/fieldMessageTemplates';
import type { ReferenceField } from '../../resources/core/fields';
import { declarationFor } from '../../resources/registry';
import { HttpError } from '../httpErrors';

const referenceFields = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields).filter(([, field]) => field.kind === 'reference') as [string, ReferenceField][];

/** The table of the records a reference field names. */
export function referencedTable(declaration: ResourceDeclaration, name: string): string {
  const field = declaration.fields[name];
  const target = field?.kind === 'reference' ? declarationFor((field as ReferenceField).reference) : undefined;
  if (!target) throw new Error(`${declaration.name}.${name} is not a reference to a declared resource`);
  return target.table;
}

const plural = (count: number, label: ResourceDeclaration['label']) => `${count} ${(count === 1 ? label.one : label.many).toLowerCase()}`;

/** A label inside a sentence: lower case, but for abbreviations ("RM Employee" → "RM employee"). */
const inSentence = (label: string) => label.replace(/\S+/g, (word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()));

/** The reference checks of one resource, among every declared one. */
export function referenceChecks(declaration: ResourceDeclaration, all: readonly ResourceDeclaration[]) {
  const named = (name: string) => all.find((other) => other.name === name);
  const fields = referenceFields(declaration).map(([name, field]) => ({ name, field, target: named(field.reference) }));
  for (const { name, target } of fields) if (!target) throw new Error(`${declaration.name}.${name} refers to an undeclared resource`);
  const referrers = all.flatMap((other) =>
    referenceFields(other)
      .filter(([, field]) => field.reference === declaration.name)
      .map(([name, field]) => ({ other, name, field })),
  );

  return {
    /** The reference fields of `values` naming no record, with their message. */
    async missing(db: Kysely<any>, values: Record<string, unknown>): Promise<Record<string, string>> {
      const errors: Record<string, string> = {};
      for (const { name, field, target } of fields) {
        const id = values[name];
        if (typeof id !== 'string' || !id) continue;
        const found = await db.selectFrom(target!.table).select('id').where('id', '=', id).executeTakeFirst();
        if (!found) errors[name] = fieldMessage('existingRecord', { field: field.label, record: target!.label.one.toLowerCase() });
      }
      return errors;
    },

    /** The same for many records at once (an import's batch): one query per reference field. */
    async missingOfMany(db: Kysely<any>, valuesList: readonly Record<string, unknown>[]): Promise<Record<string, string>[]> {
      const errors = valuesList.map((): Record<string, string> => ({}));
      for (const { name, field, target } of fields) {
        const idOf = (values: Record<string, unknown>) => (typeof values[name] === 'string' && values[name] !== '' ? (values[name] as string) : undefined);
        const ids = [...new Set(valuesList.map(idOf).filter((id): id is string => id !== undefined))];
        if (!ids.length) continue;
        const found = new Set((await db.selectFrom(target!.table).select('id').where('id', 'in', ids).execute()).map((row) => row.id));
        valuesList.forEach((values, index) => {
          const id = idOf(values);
          if (id !== undefined && !found.has(id)) errors[index][name] = fieldMessage('existingRecord', { field: field.label, record: target!.label.one.toLowerCase() });
        });
      }
      return errors;
    },

    /** Refuses (409) to delete records that others still name. */
    async refuseDeleting(db: Kysely<any>, ids: string[]): Promise<void> {
      for (const { other, name, field } of referrers) {
        const { count } = await db
          .selectFrom(other.table)
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where(name, 'in', ids)
          .executeTakeFirstOrThrow();
        if (Number(count)) {
          const these = ids.length === 1 ? `This ${declaration.label.one.toLowerCase()} is` : `These ${declaration.label.many.toLowerCase()} are`;
          throw new HttpError(409, `${these} the ${inSentence(field.label)} of ${plural(Number(count), other.label)}: change or delete ${Number(count) === 1 ? 'it' : 'them'} first.`, {
            code: 'stillNamed',
            params: { field: field.label, count: Number(count) },
          });
        }
      }
    },
  };
}
