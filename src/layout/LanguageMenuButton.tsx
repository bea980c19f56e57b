import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem, type Theme } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * On a phone the button shows its icon alone (its accessible name still says the language): with
 * the name, the bar ran wider than 375 px and pushed the avatar menu off the screen.
 */
const compactOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: { fontSize: 0, minWidth: 0, '& .MuiButton-startIcon': { marginRight: 0 } },
});

/**
 * The top bar's language menu as react-admin's `LocalesMenuButton` draws it (the language chosen is
 * kept in react-admin's store; useUserPreferences.ts keeps it per user), but with its menu mounted
 * when it is first opened. react-admin's keeps its menu mounted from the start: a hidden popover,
 * its focus trap and items, rendered and committed straight after the panel's first render, which
 * on a phone held the main thread for tens of milliseconds as the panel opened (BENCHMARKS.md,
 * Lighthouse).
 */
export function LanguageMenuButton() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;
  const choose = (chosen: string) => {
    setLocale(chosen);
    setAnchor(null);
  };
  return (
    <>
      <Button
        color="inherit"
        aria-label={`${translate('app.nav.language')}: ${current}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={compactOnPhones}
      >
        {current}
      </Button>
      {opened && (
        <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {languages.map((language) => (
            <MenuItem key={language.locale} lang={language.locale} selected={language.locale === locale} onClick={() => choose(language.locale)}>
              {language.name}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
