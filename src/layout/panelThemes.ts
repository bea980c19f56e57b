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

/** react-admin's themes with the brand's colours; the panel follows the system setting until the user picks one. */
const panelTheme = (raTheme: RaThemeOptions, brand: ThemeOptions): RaThemeOptions => ({
  ...deepmerge(raTheme, deepmerge(brand, { components: checkboxLabelOnInput })),
  sidebar,
});

export const panelLightTheme = panelTheme(defaultLightTheme, lightThemeOptions);
export const panelDarkTheme = panelTheme(defaultDarkTheme, darkThemeOptions);
