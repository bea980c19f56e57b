import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import type { ThemeOptions } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { darkThemeOptions, lightThemeOptions } from '../theme';

const sidebar = { width: 248, closedWidth: 56 };

type LabelledCheckbox = CheckboxOwnerState & { 'aria-label'?: string };

/**
 * react-admin labels its row checkboxes with `aria-label` on the Checkbox, which MUI puts on the
 * decorative wrapper instead of the input: screen readers then announce an unnamed checkbox. The
 * label is moved to the input.
 */
const checkboxLabelOnInput = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: (ownerState: LabelledCheckbox) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
        input: (ownerState: LabelledCheckbox) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
      },
    },
  },
};

/**
 * Tables keep to the window: cells are padded 8 px a side instead of MUI's 16, so the Policy List's
 * nine columns fit a 1280 px laptop beside the open sidebar, and a table wider than its space
 * (a tablet, more columns chosen) scrolls inside its card instead of widening the whole page.
 */
const tablesInTheWindow = {
  // react-admin's layout and list are at least as wide as their content: a wide table widened the page.
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  RaDataTable: {
    styleOverrides: {
      root: {
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { paddingLeft: 8, paddingRight: 8 },
      },
    },
  },
};

/** react-admin's themes with the brand's colours; the panel follows the system setting until the user picks one. */
const panelTheme = (raTheme: RaThemeOptions, brand: ThemeOptions): RaThemeOptions => ({
  ...deepmerge(raTheme, deepmerge(brand, { components: { ...checkboxLabelOnInput, ...tablesInTheWindow } })),
  sidebar,
});

export const panelLightTheme = panelTheme(defaultLightTheme, lightThemeOptions);
export const panelDarkTheme = panelTheme(defaultDarkTheme, darkThemeOptions);
