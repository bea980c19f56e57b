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
