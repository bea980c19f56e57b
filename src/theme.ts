/**
 * The brand's light and dark themes. Plain MUI options (no react-admin import) so the public pages
 * can use them without downloading the panel; the panel lays them over react-admin's own themes.
 */
import type { ThemeOptions } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';

const shared = {
  shape: { borderRadius: 8 },
  components: {
    // MUI draws unselected toggle buttons in the "active icon" grey, under WCAG AA contrast for text.
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
  },
} satisfies ThemeOptions;

export const lightThemeOptions: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#1a4f8b' },
    // Dark enough for white text on it (WCAG AA), e.g. the avatar initial.
    secondary: { main: '#b35a0e' },
    // MUI's orange (#ed6c02) is too light for text on white (WCAG AA): the outlined 'Needs review' chip.
    warning: { main: '#b45309' },
    background: { default: '#f5f7fa' },
  },
};

export const darkThemeOptions: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'dark',
    primary: { main: '#8fb8ea' },
    secondary: { main: '#f0a35e' },
    background: { default: '#121417', paper: '#1c1f24' },
  },
};

export const themeOptions: Record<ThemeMode, ThemeOptions> = { light: lightThemeOptions, dark: darkThemeOptions };
