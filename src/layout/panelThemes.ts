import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { darkThemeOptions, lightThemeOptions } from '../theme';

const sidebar = { width: 248, closedWidth: 56 };

/** react-admin's themes with the brand's colours; the panel follows the system setting until the user picks one. */
export const panelLightTheme: RaThemeOptions = { ...deepmerge(defaultLightTheme, lightThemeOptions), sidebar };
export const panelDarkTheme: RaThemeOptions = { ...deepmerge(defaultDarkTheme, darkThemeOptions), sidebar };
