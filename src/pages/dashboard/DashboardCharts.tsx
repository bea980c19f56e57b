/**
 * The dashboard's six charts (spec section 2, in the spec's order), loaded on demand so recharts
 * stays out of the panel's first download. Clicking a bar or a slice of a policy chart opens the
 * Policy List filtered to it and to the period.
 */
import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardOverview } from '../../../server/dashboard/overview';
import type { DashboardRenewals } from '../../../server/dashboard/renewals';
import { choiceKey } from '../../../resources/core/listFormats';
import { BUSINESS_TYPES } from '../../../resources/motorPolicies/declaration';
import { formatRupees } from '../../i18n/formats';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { ChartCard, horizontalGrid, verticalGrid } from './ChartCard';
import { formatMonth, PIE_COLOURS, wholePercents, withEmptyMonths } from './dashboardFormats';
import { RenewalCards } from './RenewalCards';

/** What a policy chart's click filters the Policy List by. */
export type PolicyFilter = { business_type: string } | { make: string } | { broker_name: string };

/** Names as long as "Prabal Insurance Brokers Pvt. Ltd." are shortened to fit beside their bars (the tooltip has them whole). */
const shortName = (name: string) => (name.length > 20 ? `${name.slice(0, 19).trimEnd()}…` : name);

/**
 * A ranking's names on the left of its bars, every one shown: under the bars, recharts dropped
 * names that would overlap, the first (largest) among them.
 */
const namesAxis = { type: 'category', dataKey: '_id', width: 130, interval: 0, tickFormatter: shortName, tick: { fontSize: 13 } } as const;
/** Bars across, room on the right for the last value tick ("₹2.2 लाख" is wider than "₹2.2L"), bars no thicker than a line of text or two. */
const ranking = { layout: 'vertical', margin: { right: 40 }, maxBarSize: 32 } as const;

/** The `_id` of the datum a recharts bar or sector was drawn for. */
const idOf = (item: unknown) => String((item as { payload?: { _id?: string }; _id?: string }).payload?._id ?? (item as { _id?: string })._id);

interface DashboardChartsProps {
  overview: DashboardOverview;
  onOpen: (filter: PolicyFilter) => void;
  /** Renewals, once they have arrived (their own request). */
  renewals?: DashboardRenewals;
  onOpenRenewals: (range: { from: string; to: string }) => void;
}

export default function DashboardCharts({ overview, onOpen, renewals, onOpenRenewals }: DashboardChartsProps) {
  const translate = useTranslate();
  const { premiumAnalytics, employeesByDept, extractionsOverTime, policyAnalytics, vehicleAnalytics, brokerAnalytics } = overview;
  const intlLocale = useIntlLocale();
  const month = (key: unknown) => formatMonth(key, intlLocale);
  // Declared choices in the user's language, as the lists and forms name them.
  const choice = (resource: string, field: string) => (value: string) => translate(choiceKey(resource, field, value), { _: value });
  const [businessType, department] = [choice('motorPolicies', 'business_type'), choice('employees', 'roleDepartment')];
  const policiesByType = policyAnalytics.policiesByType.map((entry) => ({ ...entry, name: businessType(entry._id) }));
  const typePercents = wholePercents(policiesByType.map((entry) => entry.count));
  // A business type keeps its colour whichever types the period holds (a type the declaration lacks, after them).
  const typeColour = (type: string, index: number) => {
    const position = (BUSINESS_TYPES as readonly string[]).indexOf(type);
    return PIE_COLOURS[(position >= 0 ? position : BUSINESS_TYPES.length + index) % PIE_COLOURS.length];
  };
  const premiumTrend = withEmptyMonths(premiumAnalytics.monthlyTrend, (month) => ({ _id: month, premium: 0, margin: 0 }));
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
            <XAxis dataKey="_id" interval={0} tickFormatter={department} />
            <YAxis allowDecimals={false} interval={0} />
            <Tooltip labelFormatter={(label) => department(String(label))} />
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
        <ChartCard title="app.dashboard.charts.premiumTrend" wide data={premiumTrend}>
          <LineChart data={premiumTrend}>
            <CartesianGrid {...horizontalGrid} />
            <XAxis dataKey="_id" tickFormatter={month} />
            <YAxis tickFormatter={rupeesTick} width={80} interval={0} />
            <Tooltip formatter={(value) => formatRupees(Number(value), intlLocale)} labelFormatter={month} />
            <Legend />
            <Line isAnimationActive={false} type="monotone" dataKey="premium" name={translate('app.dashboard.series.premium')} stroke="#1565c0" />
            <Line isAnimationActive={false} type="monotone" dataKey="margin" name={translate('app.dashboard.series.margin')} stroke="#ef6c00" />
          </LineChart>
        </ChartCard>
        <ChartCard title="app.dashboard.charts.businessTypes" data={policiesByType}>
          <PieChart>
            <Pie
              isAnimationActive={false}
              data={policiesByType}
              dataKey="count"
              nameKey="name"
              outerRadius={100}
              label={({ name, index }) => `${name} ${typePercents[index ?? 0]}%`}
              onClick={(item) => onOpen({ business_type: idOf(item) })}
              cursor="pointer"
            >
              {policiesByType.map((entry, index) => (
                <Cell key={entry._id} fill={typeColour(entry._id, index)} />
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
      {renewals && <RenewalCards renewals={renewals} onOpen={onOpenRenewals} />}
    </>
  );
}
