/**
 * The dashboard's six charts (spec section 2, in the spec's order), loaded on demand so recharts
 * stays out of the panel's first download. Clicking a bar or a slice of a policy chart opens the
 * Policy List filtered to it and to the period.
 */
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useInView } from 'react-intersection-observer';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardOverview } from '../../../server/dashboard/overview';
import { formatRupees } from '../../i18n/formats';
import { RenderInSlices } from '../../layout/RenderInSlices';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { CHART_HEIGHT, PIE_COLOURS } from './dashboardFormats';

/** What a policy chart's click filters the Policy List by. */
export type PolicyFilter = { business_type: string } | { make: string } | { broker_name: string };

/** A chart's height, kept until it is drawn. */
const placeholder = <Box sx={{ height: CHART_HEIGHT }} />;

/**
 * A chart is drawn once its card comes near the screen, and then kept. On a phone all six are
 * below the four totals, and drawing them at once held the main thread for about half a second
 * as the dashboard opened (one task of 450–460 ms in Lighthouse traces read by hand, BENCHMARKS.md). The card keeps the chart's height until
 * then, so nothing moves; where the browser cannot tell (no IntersectionObserver) it draws at once.
 * A chart's first drawing is rendered in slices (RenderInSlices). Without `data` (the chart's
 * rows) the card says so in words, at the chart's height, instead of drawing bare axes.
 */
function ChartCard({ title, data, children, wide = false }: { title: string; data: readonly unknown[]; children: ReactNode; wide?: boolean }) {
  const translate = useTranslate();
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '200px 0px', fallbackInView: true });
  return (
    <Grid size={{ xs: 12, md: wide ? 12 : 6 }}>
      <Card sx={{ height: '100%' }}>
        <CardContent ref={ref}>
          <Typography variant="h6" component="h3" gutterBottom>
            {translate(title)}
          </Typography>
          {data.length === 0 ? (
            <Box sx={{ height: CHART_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <Typography color="text.secondary">{translate('app.dashboard.noData')}</Typography>
            </Box>
          ) : inView ? (
            <RenderInSlices fallback={placeholder}>
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                {children as React.ReactElement}
              </ResponsiveContainer>
            </RenderInSlices>
          ) : (
            placeholder
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}

// Horizontal lines only, at the value ticks. recharts places vertical lines by measuring every
// category label again (text measured in the DOM) unless it is given a generator.
const horizontalGrid = { strokeDasharray: '3 3', vertical: false, verticalCoordinatesGenerator: () => [] };
// The same for the rankings, whose bars run across: vertical lines only.
const verticalGrid = { strokeDasharray: '3 3', horizontal: false, horizontalCoordinatesGenerator: () => [] };

/** Names as long as "Prabal Insurance Brokers Pvt. Ltd." are shortened to fit beside their bars (the tooltip has them whole). */
const shortName = (name: string) => (name.length > 20 ? `${name.slice(0, 19).trimEnd()}…` : name);

/**
 * A ranking's names on the left of its bars, every one shown: under the bars, recharts dropped
 * names that would overlap, the first (largest) among them.
 */
const namesAxis = { type: 'category', dataKey: '_id', width: 130, interval: 0, tickFormatter: shortName, tick: { fontSize: 13 } } as const;
/** Bars across, room on the right for the last value tick, bars no thicker than a line of text or two. */
const ranking = { layout: 'vertical', margin: { right: 24 }, maxBarSize: 32 } as const;

/** The `_id` of the datum a recharts bar or sector was drawn for. */
const idOf = (item: unknown) => String((item as { payload?: { _id?: string }; _id?: string }).payload?._id ?? (item as { _id?: string })._id);

export default function DashboardCharts({ overview, onOpen }: { overview: DashboardOverview; onOpen: (filter: PolicyFilter) => void }) {
  const translate = useTranslate();
  const { premiumAnalytics, employeesByDept, extractionsOverTime, policyAnalytics, vehicleAnalytics, brokerAnalytics } = overview;
  const intlLocale = useIntlLocale();
  // One decimal: ticks 5,500 apart read ₹5.5K and ₹16.5K, where whole numbers made them ₹6K and ₹17K.
  const rupeesTick = (value: number) => formatRupees(value, intlLocale, { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
  // The charts are drawn at once, without recharts' entrance animation: animating six charts keeps
  // a phone's main thread busy while the dashboard opens (Lighthouse, BENCHMARKS.md).
  // The value axes show every tick they compute (five), so recharts need not measure their labels.
  return (
    <>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        <ChartCard title="app.dashboard.charts.employeesByDept" data={employeesByDept}>
          <BarChart data={employeesByDept}>
            <CartesianGrid {...horizontalGrid} />
            <XAxis dataKey="_id" interval={0} />
            <YAxis allowDecimals={false} interval={0} />
            <Tooltip />
            <Bar isAnimationActive={false} dataKey="count" name={translate('app.dashboard.series.employees')} fill="#1565c0" />
          </BarChart>
        </ChartCard>
        <ChartCard title="app.dashboard.charts.extractionsOverTime" data={extractionsOverTime}>
          <LineChart data={extractionsOverTime}>
            <CartesianGrid {...horizontalGrid} />
            <XAxis dataKey="date" />
            <YAxis allowDecimals={false} interval={0} />
            <Tooltip />
            <Line isAnimationActive={false} type="monotone" dataKey="count" name={translate('app.dashboard.series.extractions')} stroke="#2e7d32" />
          </LineChart>
        </ChartCard>
      </Grid>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {translate('app.dashboard.policyAnalytics')}
      </Typography>
      <Grid container spacing={2}>
        <ChartCard title="app.dashboard.charts.premiumTrend" wide data={premiumAnalytics.monthlyTrend}>
          <LineChart data={premiumAnalytics.monthlyTrend}>
            <CartesianGrid {...horizontalGrid} />
            <XAxis dataKey="_id" />
            <YAxis tickFormatter={rupeesTick} width={80} interval={0} />
            <Tooltip formatter={(value) => formatRupees(Number(value), intlLocale)} />
            <Legend />
            <Line isAnimationActive={false} type="monotone" dataKey="premium" name={translate('app.dashboard.series.premium')} stroke="#1565c0" />
            <Line isAnimationActive={false} type="monotone" dataKey="margin" name={translate('app.dashboard.series.margin')} stroke="#ef6c00" />
          </LineChart>
        </ChartCard>
        <ChartCard title="app.dashboard.charts.businessTypes" data={policyAnalytics.policiesByType}>
          <PieChart>
            <Pie
              isAnimationActive={false}
              data={policyAnalytics.policiesByType}
              dataKey="count"
              nameKey="_id"
              outerRadius={100}
              label={({ name, percent }) => `${name} ${((percent ?? 0) * 100).toFixed(0)}%`}
              onClick={(item) => onOpen({ business_type: idOf(item) })}
              cursor="pointer"
            >
              {policyAnalytics.policiesByType.map((entry, index) => (
                <Cell key={entry._id} fill={PIE_COLOURS[index % PIE_COLOURS.length]} />
              ))}
            </Pie>
            <Tooltip />
          </PieChart>
        </ChartCard>
        <ChartCard title="app.dashboard.charts.topMakes" data={vehicleAnalytics.vehicleMakeDistribution}>
          <BarChart data={vehicleAnalytics.vehicleMakeDistribution} {...ranking}>
            <CartesianGrid {...verticalGrid} />
            <XAxis type="number" allowDecimals={false} interval={0} />
            <YAxis {...namesAxis} />
            <Tooltip />
            <Bar isAnimationActive={false} dataKey="count" name={translate('app.dashboard.series.policies')} fill="#6a1b9a" cursor="pointer" onClick={(item) => onOpen({ make: idOf(item) })} />
          </BarChart>
        </ChartCard>
        <ChartCard title="app.dashboard.charts.topBrokers" wide data={brokerAnalytics.topBrokers}>
          <BarChart data={brokerAnalytics.topBrokers} {...ranking}>
            <CartesianGrid {...verticalGrid} />
            <XAxis type="number" tickFormatter={rupeesTick} interval={0} />
            <YAxis {...namesAxis} />
            <Tooltip formatter={(value) => formatRupees(Number(value), intlLocale)} />
            <Bar isAnimationActive={false} dataKey="totalPremium" name={translate('app.dashboard.series.premium')} fill="#00838f" cursor="pointer" onClick={(item) => onOpen({ broker_name: idOf(item) })} />
          </BarChart>
        </ChartCard>
      </Grid>
    </>
  );
}
