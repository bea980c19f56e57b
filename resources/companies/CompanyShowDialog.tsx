import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../src/i18n/formats';
import { useIntlLocale } from '../../src/i18n/useIntlLocale';
import { shortDateTime } from '../core/listFormats';
import type { Company } from './declaration';

type Section = { title: string; fields: (keyof Company)[] };

const SECTIONS: Section[] = [
  { title: 'resources.companies.sections.basic', fields: ['name', 'email', 'mobile', 'partnerType'] },
  { title: 'resources.companies.sections.address', fields: ['address', 'city', 'state', 'pincode', 'zone'] },
];

/** The Company Details modal: every value or N/A, the logo when there is one. */
export function CompanyShowDialog({ record, onClose }: { record: Company; onClose: () => void }) {
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  const show = (value: unknown) => (value === null || value === undefined || value === '' ? translate('resources.companies.notAvailable') : String(value));
  const sections = [
    ...SECTIONS.map(({ title, fields }) => ({
      title,
      rows: fields.map((field) => [
        translate(field === 'mobile' ? 'resources.companies.columns.phone' : `resources.companies.fields.${field}`),
        show(record[field]),
      ]),
    })),
    {
      title: 'resources.companies.sections.additional',
      rows: [[translate('resources.companies.fields.createdAt'), formatDate(record.createdAt, intlLocale, shortDateTime) || show(null)]],
    },
  ];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="company-details-title">
      <DialogTitle id="company-details-title" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {record.logo && (
          <Box component="img" src={record.logo} alt="" sx={{ width: 48, height: 48, objectFit: 'contain', borderRadius: 1 }} />
        )}
        {translate('resources.companies.page.show')}
      </DialogTitle>
      <DialogContent dividers>
        {sections.map(({ title, rows }) => (
          <Box key={title} component="section" sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" fontWeight={600} gutterBottom>
              {translate(title)}
            </Typography>
            <Grid container spacing={1}>
              {rows.map(([label, value]) => (
                <Grid key={label} size={{ xs: 12, sm: 6 }}>
                  <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
                  <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>{value}</Typography>
                </Grid>
              ))}
            </Grid>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.companies.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
