import type { ResourceDeclaration } from './defineResource';

/** The i18n entry of a resource: its names and its field labels, taken from the declaration. */
export const resourceMessages = (declaration: ResourceDeclaration, extra: Record<string, unknown> = {}) => ({
  name: `${declaration.label.one} |||| ${declaration.label.many}`,
  fields: {
    ...Object.fromEntries(Object.entries(declaration.fields).map(([name, field]) => [name, field.label])),
    createdAt: 'Created At',
    updatedAt: 'Updated At',
  },
  ...extra,
});

/**
 * A resource's strings in another language: any part of its English messages, keys checked
 * against them, plus its field labels by field name. What is left out falls back to English.
 */
export type TranslatedMessages<Messages, Declaration extends ResourceDeclaration> = DeepPartialText<Omit<Messages, 'fields'>> & {
  fields?: Partial<Record<keyof Declaration['fields'] | ExtraFieldNames<Messages> | 'createdAt' | 'updatedAt', string>>;
};

/** Labels a resource's messages add for names that are not declared fields (e.g. an account's `name`). */
type ExtraFieldNames<Messages> = Messages extends { fields: infer Fields } ? keyof Fields : never;

type DeepPartialText<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartialText<T[K]> };
