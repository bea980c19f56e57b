/** Formats the lists share. */
import type { ResourceDeclaration } from './defineResource';
import type { ChoiceField } from './fields';

/** 01 Apr 2025: unambiguous for Indian readers, unlike 1/4/2025. */
export const shortDate = { day: '2-digit', month: 'short', year: 'numeric' } as const;

/** 01 Apr 2025, 10:05 am: when something happened. */
export const shortDateTime = { ...shortDate, hour: '2-digit', minute: '2-digit' } as const;

/** The translation key naming a value of a declared choice field (resources/core/i18n.ts). */
export const choiceKey = (resource: string, field: string, value: unknown) => `resources.${resource}.choices.${field}.${String(value)}`;

/** SelectInput choices of a declared choice field, named by translation key. */
export const choicesOf = (declaration: ResourceDeclaration, field: string) =>
  (declaration.fields[field] as ChoiceField).choices.map((value) => ({ id: value, name: choiceKey(declaration.name, field, value) }));

/** Whether a list column may be sorted: the API sorts by the declaration's sort fields and the creation time alone. */
export const isSortable = (declaration: ResourceDeclaration, source: string) => source === 'createdAt' || declaration.sortFields.includes(source);

/** Policy List and Extraction Status page sizes (spec section 9): default 50. */
export const POLICY_PAGE_SIZES = [10, 25, 50, 100];

/** A cell kept on one line (a policy number, a date): rows stay one line high at 1280 px. */
export const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;
