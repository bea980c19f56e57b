import { Card, CardContent, CircularProgress, Divider, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Authenticated, Title, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { shortDate } from '../../resources/core/listFormats';
import { formatDate } from '../i18n/formats';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { PasswordSettings } from './PasswordSettings';
import { TwoFactorSettings } from './TwoFactorSettings';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography>{value}</Typography>
    </Grid>
  );
}

/** The signed-in account: who it is, what access it has, and its two-factor setting. */
export function ProfilePage() {
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: profile, error } = useQuery({ queryKey: ['profile'], queryFn: () => dataProvider.getProfile() });
  const role = profile?.role ? `resources.accounts.roles.${profile.role}` : 'resources.accounts.roles.none';
  return (
    <Authenticated>
      <Title title={translate('app.profile.title')} />
      <Card sx={{ mt: 2, maxWidth: 760 }}>
        <CardContent>
          {error ? (
            <Typography color="error">{translate((error as Error).message, { _: (error as Error).message })}</Typography>
          ) : !profile ? (
            <CircularProgress aria-label={translate('ra.page.loading')} />
          ) : (
            <>
              <Typography variant="h5" component="h1" gutterBottom>{profile.name}</Typography>
              <Grid container spacing={2} sx={{ mb: 3 }}>
                <Detail label={translate('resources.accounts.fields.email')} value={profile.email} />
                <Detail label={translate('resources.accounts.fields.mobileNumber')} value={profile.mobileNumber ?? '—'} />
                <Detail label={translate('app.profile.role')} value={translate(role)} />
                <Detail label={translate('resources.accounts.fields.createdAt')} value={formatDate(profile.createdAt, intlLocale, shortDate)} />
              </Grid>
              <Divider sx={{ mb: 2 }} />
              <Typography variant="h6" component="h2" gutterBottom>{translate('app.profile.twoFactor.title')}</Typography>
              <TwoFactorSettings profile={profile} />
              <Divider sx={{ my: 2 }} />
              <Typography variant="h6" component="h2" gutterBottom>{translate('app.profile.password.title')}</Typography>
              <PasswordSettings />
            </>
          )}
        </CardContent>
      </Card>
    </Authenticated>
  );
}
