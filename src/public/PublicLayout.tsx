import { AppBar, Box, Button, Container, Grid, Link, Stack, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CONTACT_EMAIL, CONTACT_PHONE, PRODUCT_NAME, WEBSITE } from '../brand';
import { paths } from '../paths';
import { PublicPreferences } from './PublicPreferences';
import { usePublicTranslate } from './PublicProviders';

function PublicFooter() {
  const translate = usePublicTranslate();
  const quickLinks = [
    ['app.footer.home', '/#top'],
    ['app.footer.about', '/#why'],
    ['app.footer.products', '/#products'],
    ['app.footer.contact', '/#contact'],
  ] as const;
  return (
    <Box component="footer" id="contact" sx={{ bgcolor: 'grey.900', color: 'grey.300', py: 5, mt: 'auto' }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" color="common.white">{PRODUCT_NAME}</Typography>
            <Typography variant="body2">{translate('app.footer.tagline')}</Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }} component="nav" aria-label={translate('app.footer.quickLinks')}>
            <Typography variant="subtitle2" color="common.white" gutterBottom>{translate('app.footer.quickLinks')}</Typography>
            <Stack spacing={0.5}>
              {quickLinks.map(([label, href]) => (
                <Link key={label} href={href} color="inherit" underline="hover" variant="body2">{translate(label)}</Link>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="subtitle2" color="common.white" gutterBottom>{translate('app.footer.contact')}</Typography>
            <Stack spacing={0.5} sx={{ typography: 'body2' }}>
              <span>{translate('app.footer.website')}: <Link href={WEBSITE} color="inherit">{WEBSITE.replace(/^https?:\/\//, '')}</Link></span>
              <span>{translate('app.footer.email')}: <Link href={`mailto:${CONTACT_EMAIL}`} color="inherit">{CONTACT_EMAIL}</Link></span>
              <span>{translate('app.footer.phone')}: <Link href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`} color="inherit">{CONTACT_PHONE}</Link></span>
            </Stack>
          </Grid>
        </Grid>
        <Typography variant="caption" component="p" sx={{ mt: 4 }}>
          {translate('app.footer.rights', { year: new Date().getFullYear(), name: PRODUCT_NAME })}
        </Typography>
      </Container>
    </Box>
  );
}

/** Public pages: a top bar with the Login link, the page, the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const translate = usePublicTranslate();
  return (
    <Box id="top" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar>
          <Typography variant="h6" component="a" href={paths.landing} sx={{ flex: 1, color: 'inherit', textDecoration: 'none', fontWeight: 700 }}>
            {PRODUCT_NAME}
          </Typography>
          <PublicPreferences />
          <Button href={paths.login} variant="contained" sx={{ ml: 1 }}>{translate('app.nav.login')}</Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1 }}>{children}</Box>
      <PublicFooter />
    </Box>
  );
}
