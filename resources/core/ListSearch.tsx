import { SearchInput } from 'react-admin';

/**
 * A list's search box, wide enough on a laptop for its placeholder to be read whole (react-admin's
 * is cut at about 25 characters); on a phone it takes the width there is. An element, not a
 * component: react-admin reads `source` and `alwaysOn` from the filter elements themselves.
 */
export const listSearch = (placeholder: string) => (
  <SearchInput key="search" source="search" alwaysOn placeholder={placeholder} sx={{ minWidth: { sm: `${Math.min(placeholder.length, 44)}ch` } }} />
);
