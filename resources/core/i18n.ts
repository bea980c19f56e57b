import type { ResourceDeclaration } from './defineResource';
import type { ChoiceField, RowsField } from './fields';

/** The i18n entry of a resource: its names and its field labels, taken from the declaration. */
export const resourceMessages = (declaration: ResourceDeclaration, extra: Record<string, unknown> = {}) => ({
  name: `${declaration.label.one} |||| ${declaration.label.many}`,
  fields: {
    ...Object.fromEntries(Object.entries(declaration.fields).map(([name, field]) => [name, field.label])),
    // A rows field's cells: react-admin labels the input `fields.key` of row 0 of `fields` by this key.
    ...Object.fromEntries(
      Object.entries(declaration.fields).flatMap(([name, field]) =>
        field.kind === 'rows' ? Object.entries(field.columns).map(([column, cell]) => [`${name}.${column}`, cell.label]) : [],
      ),
    ),
    createdAt: 'Created At',
    updatedAt: 'Updated At',
  },
  // Each declared choice by its value (`choices.<field>.<value>`, listFormats.ts choicesOf); other languages name them.
  choices: Object.fromEntries(
    Object.entries(declaration.fields).flatMap(([name, field]) =>
      field.kind === 'choice' ? [[name, Object.fromEntries(field.choices.map((value) => [value, value]))]] : [],
    ),
  ),
  ...extra,
});

/**
 * What react-admin says after a generated screen saves or deletes, naming the resource ('Health policy created'); its
 * own words are 'Element created'.
 */
export function savedMessages({ label }: ResourceDeclaration) {
  const many = label.many.toLowerCase();
  return {
    created: `${label.one} created`,
    updated: `${label.one} updated |||| %{smart_count} ${many} updated`,
    deleted: `${label.one} deleted |||| %{smart_count} ${many} deleted`,
  };
}

/**
 * A resource's strings in another language: any part of its English messages, keys checked
 * against them, plus its field labels by field name. What is left out falls back to English.
 */
export type TranslatedMessages<Messages, Declaration extends ResourceDeclaration> = DeepPartialText<Omit<Messages, 'fields' | 'choices'>> & {
  fields?: Partial<Record<keyof Declaration['fields'] | RowColumnNames<Declaration> | ExtraFieldNames<Messages> | 'createdAt' | 'updatedAt', string>>;
  choices?: ChoiceNames<Declaration>;
};

/** The names of each choice field's values. */
type ChoiceNames<Declaration extends ResourceDeclaration> = {
  [Name in keyof Declaration['fields']]?: Declaration['fields'][Name] extends ChoiceField<infer Choice> ? Partial<Record<Choice, string>> : never;
};

/** `rowsField.column` for the cells of each rows field (see resourceMessages). */
type RowColumnNames<Declaration extends ResourceDeclaration> = {
  [Name in keyof Declaration['fields'] & string]: Declaration['fields'][Name] extends RowsField<infer Column> ? `${Name}.${Column}` : never;
}[keyof Declaration['fields'] & string];

/** Labels a resource's messages add for names that are not declared fields (e.g. an account's `name`). */
type ExtraFieldNames<Messages> = Messages extends { fields: infer Fields } ? keyof Fields : never;

type DeepPartialText<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartialText<T[K]> };
