import { Alert, Box, Card, CardContent, Grid, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Authenticated, Title, useDataProvider, useGetIdentity, useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import type { PolicyFilter } from './dashboard/DashboardCharts';
import { formatRupees } from '../i18n/formats';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { DASHBOARD_PERIOD_KEY, DEFAULT_DASHBOARD_PERIOD } from './dashboard/dashboardRequests';
import { type DashboardPeriod, PERIOD_PRESETS, rangeOf } from './dashboard/periods';
import { RenderInSlices } from '../layout/RenderInSlices';
import { paths } from '../paths';
import { sayFailure } from '../i18n/fieldMessages';

const DashboardCharts = lazy(() => import('./dashboard/DashboardCharts'));

const SUMMARY_CARDS = ['totalPremium', 'totalPayin', 'totalPayout', 'totalMargin'] as const;

function PeriodSelector({ period, onChange }: { period: DashboardPeriod; onChange: (period: DashboardPeriod) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={period.preset}
        onChange={(_, preset) => preset && onChange({ ...period, preset })}
        aria-label={translate('app.dashboard.period.label')}
        sx={{ flexWrap: 'wrap' }}
      >
        {PERIOD_PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {translate(`app.dashboard.period.${preset}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {period.preset === 'custom' && (
        <Stack direction="row" spacing={1}>
          {(['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              size="small"
              label={translate(`app.dashboard.period.${end}`)}
              value={period[end] ?? ''}
              onChange={(event) => onChange({ ...period, [end]: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /panel: premium, payin, payout and margin for the chosen period of policy start dates, then the
 * spec's six charts. 'Loading...' until the figures arrive; a failed fetch is logged and the screen
 * stays on 'Loading...' (spec section 2). The period is remembered.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity } = useGetIdentity();
  const [period, setPeriod] = useStore<DashboardPeriod>(DASHBOARD_PERIOD_KEY, DEFAULT_DASHBOARD_PERIOD);
  const range = rangeOf(period);
  const { data: overview, error } = useQuery({
    queryKey: ['dashboardOverview', range],
    queryFn: () => dataProvider.dashboardOverview(range),
    retry: false,
    // Another period keeps the figures on screen until its own arrive.
    placeholderData: (previous) => previous,
  });
  const { data: renewals } = useQuery({ queryKey: ['dashboardRenewals'], queryFn: () => dataProvider.dashboardRenewals() });
  useEffect(() => {
    if (error) console.error('Dashboard overview failed to load', error);
  }, [error]);

  const loading = <Typography role="status">{translate('app.loading')}</Typography>;

  const openPolicies = (filter: PolicyFilter) => {
    const withPeriod = { ...filter, ...(range.from && { start_date_gte: range.from }), ...(range.to && { start_date_lte: range.to }) };
    navigate(`${paths.policies}?${new URLSearchParams({ filter: JSON.stringify(withPeriod), page: '1' })}`);
  };

  const openRenewals = ({ from, to }: { from: string; to: string }) =>
    navigate(`${paths.renewals}?${new URLSearchParams({ filter: JSON.stringify({ end_date_gte: from, end_date_lte: to }) })}`);

  return (
    <Authenticated>
      <Title title={translate('app.menu.dashboard')} />
      <Box sx={{ mt: 2 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.dashboard.greeting', { name: identity?.fullName ?? '' })}
        </Typography>
        <PeriodSelector period={period} onChange={setPeriod} />
        {!overview ? (
          error ? <Alert severity="error">{sayFailure(translate, error, 'ra.notification.http_error')}</Alert> : loading
        ) : (
          <RenderInSlices fallback={loading}>
            <Grid container spacing={2}>
              {SUMMARY_CARDS.map((name) => (
                <Grid key={name} size={{ xs: 12, sm: 6, lg: 3 }}>
                  <Card>
                    <CardContent>
                      <Typography color="text.secondary" gutterBottom>
                        {translate(`app.dashboard.summary.${name}`)}
                      </Typography>
                      <Typography variant="h5" component="p">
                        {formatRupees(overview.premiumAnalytics.summary[name], intlLocale)}
                      </Typography>
                      {name === 'totalPayin' && (
                        <Typography variant="body2" color="text.secondary">
                          {translate('app.dashboard.summary.payinReceived', { amount: formatRupees(overview.payinReceived, intlLocale) })}
                        </Typography>
                      )}
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
            <Suspense fallback={<Typography sx={{ mt: 2 }}>{translate('app.loading')}</Typography>}>
              <DashboardCharts overview={overview} onOpen={openPolicies} renewals={renewals} onOpenRenewals={openRenewals} />
            </Suspense>
          </RenderInSlices>
        )}
      </Box>
    </Authenticated>
  );
}
