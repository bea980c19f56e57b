import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { Button, IconButton } from '@mui/material';
import { LOCALES } from '../i18n/locales';
import { usePublicSettings } from './PublicProviders';

/**
 * The language switch and the light/dark switch of the public top bar. With two languages the
 * switch is one button naming the other language in its own script (as Indian sites do), which
 * keeps these pages free of the menu components.
 */
export function PublicPreferences() {
  const { locale, setLocale, mode, setMode, translate } = usePublicSettings();
  const other = LOCALES.find((entry) => entry.locale !== locale)!;
  const themeLabel = translate(mode === 'dark' ? 'app.nav.lightTheme' : 'app.nav.darkTheme');
  return (
    <>
      <Button color="inherit" lang={other.locale} aria-label={`${translate('app.nav.language')}: ${other.name}`} onClick={() => setLocale(other.locale)}>
        {other.name}
      </Button>
      <IconButton color="inherit" aria-label={themeLabel} title={themeLabel} onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </>
  );
}
