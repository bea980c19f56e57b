import { SearchInput } from 'react-admin';

/** About how many `ch` (widths of a zero) a placeholder takes: capitals and m/w are wider, i/l/punctuation narrower. */
const textWidth = (text: string) => [...text].reduce((sum, char) => sum + (/[A-Z@mwMW]/.test(char) ? 1.25 : /[ilj,.' ]/.test(char) ? 0.5 : 0.9), 0);
/** The box's own room: its padding and the search icon. */
const BOX_ROOM_CH = 9;

/**
 * A list's search box, wide enough on a laptop for its placeholder to be read whole (react-admin's
 * is cut at about 25 characters) and no wider, so the list's buttons keep their room beside it; on
 * a phone it takes the width there is. An element, not a component: react-admin reads `source` and
 * `alwaysOn` from the filter elements themselves.
 */
export const listSearch = (placeholder: string) => (
  <SearchInput key="search" source="search" alwaysOn placeholder={placeholder} sx={{ minWidth: { sm: `${Math.min(Math.ceil(textWidth(placeholder) + BOX_ROOM_CH), 48)}ch` } }} />
);
