import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useInView } from 'react-intersection-observer';
import { ResponsiveContainer } from 'recharts';
import { RenderInSlices } from '../../layout/RenderInSlices';
import { CHART_HEIGHT } from './dashboardFormats';

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
export function ChartCard({
  title,
  data,
  children,
  wide = false,
  empty = 'app.dashboard.noData',
}: {
  title: string;
  data: readonly unknown[];
  children: ReactNode;
  wide?: boolean;
  /** What the card says without data. */
  empty?: string;
}) {
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
              <Typography color="text.secondary">{translate(empty)}</Typography>
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
export const horizontalGrid = { strokeDasharray: '3 3', vertical: false, verticalCoordinatesGenerator: () => [] };
// The same for the rankings, whose bars run across: vertical lines only.
export const verticalGrid = { strokeDasharray: '3 3', horizontal: false, horizontalCoordinatesGenerator: () => [] };
