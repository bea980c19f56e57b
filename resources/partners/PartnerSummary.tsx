import { Card, CardContent, Stack, Typography } from '@mui/material';
import { startOfMonth, subMonths } from 'date-fns';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';

/** How many partners there are, counted by the server (one row fetched, the total read). */
function usePartnerCount(since?: Date) {
  const { total } = useGetList('partners', {
    pagination: { page: 1, perPage: 1 },
    filter: since ? { createdAt_gte: since.toISOString() } : {},
  });
  return total;
}

/**
 * The 'Total Partners' card. The seed showed 0 for 'This Month' and 'Last 3 Months' whatever the
 * data; here they are real counts of partners created since the first of this month and in the
 * last three months.
 */
export function PartnerSummary() {
  const translate = useTranslate();
  const [monthStart, threeMonthsAgo] = useMemo(() => [startOfMonth(new Date()), subMonths(new Date(), 3)], []);
  const figures = [
    ['total', usePartnerCount()],
    ['thisMonth', usePartnerCount(monthStart)],
    ['lastThreeMonths', usePartnerCount(threeMonthsAgo)],
  ] as const;
  return (
    <Card variant="outlined" sx={{ mb: 2, maxWidth: 520 }}>
      <CardContent>
        <Stack direction="row" spacing={4}>
          {figures.map(([key, value]) => (
            <div key={key}>
              <Typography variant="body2" color="text.secondary">
                {translate(`resources.partners.summary.${key}`)}
              </Typography>
              <Typography variant="h5" component="p">
                {value ?? '–'}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
