/** What the partner, employee and agent lists share (spec section 9). */
import type { TranslateFunction } from 'react-admin';

/** Partner and user list page sizes: 5, 10, 25, 50, 100 (default 10). */
export const PEOPLE_PAGE_SIZES = [5, 10, 25, 50, 100];

/** The Active filter's choices, sent as the flag's text. */
export const activeChoices = (translate: TranslateFunction) => [
  { id: 'true', name: translate('app.people.active') },
  { id: 'false', name: translate('app.people.inactive') },
];
