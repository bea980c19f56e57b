/**
 * The dashboard's renewals (issue 38): the policies ending this month and how many are renewed,
 * opening Renewals due for the month, and the renewal rate (renewed ÷ ending) of the twelve months
 * before it. Not tied to the period above: renewals are counted by end date.
 */
import { Card, CardContent, Grid, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardRenewals, RenewalMonth } from '../../../server/dashboard/renewals';
import { formatCount } from '../../i18n/formats';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { ChartCard, horizontalGrid } from './ChartCard';
import { formatMonth } from './dashboardFormats';

const percentOf = (month: RenewalMonth) => (month.rate === null ? null : Math.round(month.rate * 1000) / 10);

/** `onOpen`: Renewals due at the policies ending between two days. */
export function RenewalCards({ renewals, onOpen }: { renewals: DashboardRenewals; onOpen: (range: { from: string; to: string }) => void }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { thisMonth, months } = renewals;
  const rates = months.filter((month) => month.ending > 0).map((month) => ({ ...month, percent: percentOf(month) }));
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {translate('app.dashboard.renewals.title')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h3" gutterBottom>
                {translate('app.dashboard.renewals.endingThisMonth')}
              </Typography>
              <Typography variant="h3" component="p">
                {formatCount(thisMonth.ending, locale)}
              </Typography>
              <Typography color="text.secondary" gutterBottom>
                {translate('app.dashboard.renewals.renewedSoFar', { renewed: formatCount(thisMonth.renewed, locale), percent: percentOf(thisMonth) ?? 0 })}
              </Typography>
              <Link component="button" variant="body2" onClick={() => onOpen(thisMonth)}>
                {translate('app.dashboard.renewals.open')}
              </Link>
            </CardContent>
          </Card>
        </Grid>
        <ChartCard title="app.dashboard.charts.renewalRate" data={rates} empty="app.dashboard.renewals.noneEnding">
          <BarChart data={rates}>
            <CartesianGrid {...horizontalGrid} />
            <XAxis dataKey="month" tickFormatter={(key) => formatMonth(key, locale)} />
            <YAxis unit="%" domain={[0, 100]} interval={0} />
            <Tooltip
              labelFormatter={(label) => formatMonth(label, locale)}
              formatter={(value, _name, item) =>
                translate('app.dashboard.renewals.rateOf', { percent: value as number, renewed: item.payload.renewed, ending: item.payload.ending })
              }
            />
            <Bar isAnimationActive={false} dataKey="percent" name={translate('app.dashboard.series.renewalRate')} fill="#2e7d32" />
          </BarChart>
        </ChartCard>
      </Grid>
    </>
  );
}
