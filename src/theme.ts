import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1a4f8b' },
    secondary: { main: '#e07a1f' },
    background: { default: '#f5f7fa' },
  },
  shape: { borderRadius: 8 },
  sidebar: { width: 248, closedWidth: 56 },
};
