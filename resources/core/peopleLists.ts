/** What the partner, employee and agent lists share (spec section 9). */
import type { TranslateFunction } from 'react-admin';

/** Partner and user list page sizes: 5, 10, 25, 50, 100 (default 10). */
export const PEOPLE_PAGE_SIZES = [5, 10, 25, 50, 100];

/** 01 Apr 2025: unambiguous for Indian readers, unlike 1/4/2025. */
export const shortDate = { day: '2-digit', month: 'short', year: 'numeric' } as const;

export const toChoices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/** The Active filter's choices, sent as the flag's text. */
export const activeChoices = (translate: TranslateFunction) => [
  { id: 'true', name: translate('app.people.active') },
  { id: 'false', name: translate('app.people.inactive') },
];
