import { Box, Divider, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatRupees } from '../../src/i18n/formats';
import { useIntlLocale } from '../../src/i18n/useIntlLocale';
import { DeclaredInput } from '../core/DeclaredInput';
import { FilledFromOthers } from '../core/FilledFromOthers';
import { computeCommission } from './commission';
import { coverDatesFrom } from './coverDates';
import { policySections } from './sections';

/** The end date and OD/TP dates follow the start date, and the TP end the business and policy types (a new car's three years). */
const COVER_DATES_FOLLOW = ['start_date', 'business_type', 'policy_type'];

/** Payin, payout and margin as the server will compute them, updated as the form changes. */
function CommissionPreview() {
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  const values = useWatch();
  // An amount still being typed ("₹ 1,2") or wrong is held as its text: no figure until it reads as a number.
  const numbers = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? value : null]));
  const { payin, payout, margin } = computeCommission(numbers);
  const figures = [
    ['payin', payin],
    ['payout', payout],
    ['margin', margin],
  ] as const;
  return (
    <Box>
      <Stack direction="row" spacing={3} aria-live="polite" sx={{ flexWrap: 'wrap' }}>
        {figures.map(([name, value]) => (
          <Typography key={name} variant="body2">
            {translate(`resources.motorPolicies.fields.${name}`)}: <strong>{formatRupees(value, intlLocale)}</strong>
          </Typography>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.motorPolicies.commissionHint')}
      </Typography>
    </Box>
  );
}

/**
 * Every policy input, section by section in the spec's order. The edit dialog shows dates as plain
 * text (spec section 2); Add Policy uses date pickers.
 */
export function PolicyInputs({
  plainDates = false,
  sections = policySections,
  renderInput,
}: {
  plainDates?: boolean;
  /** The sections to show (the extraction review leaves out the commissions). */
  sections?: typeof policySections;
  /** An input of one's own for a field (the extraction review marks doubtful values). */
  renderInput?: (name: string) => React.ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* Not in a review of extracted values: a date the document did not give stays empty there. */}
      {!renderInput && <FilledFromOthers watched={COVER_DATES_FOLLOW} fill={coverDatesFrom} />}
      {sections.map(({ key, fields }) => (
        <Box component="section" key={key} aria-labelledby={`policy-section-${key}`}>
          <Typography id={`policy-section-${key}`} variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
            {translate(`resources.motorPolicies.sections.${key}`)}
          </Typography>
          <Grid container columnSpacing={2}>
            {fields.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
                {renderInput ? renderInput(name) : <DeclaredInput source={name} fullWidth plainDate={plainDates} />}
              </Grid>
            ))}
            {key === 'commission' && (
              <Grid size={12}>
                <CommissionPreview />
              </Grid>
            )}
          </Grid>
          <Divider sx={{ mt: 1 }} />
        </Box>
      ))}
    </Stack>
  );
}
