/**
 * The History panel of an edit dialog: who changed what of this record and when (the audit trail,
 * GET /audit-log/{resource}/{id}), newest first, each change as before → after.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatDate } from '../../src/i18n/formats';
import { useIntlLocale } from '../../src/i18n/useIntlLocale';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { ChangeList } from '../auditLog/ChangeList';

const when = (iso: string, intlLocale: string) => formatDate(iso, intlLocale, { dateStyle: 'medium', timeStyle: 'short' });

export function RecordHistory({ resource, id }: { resource: string; id: string }) {
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Loaded when the panel is opened: most edits never look at the history.
  const { data, error, refetch, isFetched } = useQuery({ queryKey: ['recordHistory', resource, id], queryFn: () => dataProvider.recordHistory(resource, id), enabled: false });
  return (
    <Accordion disableGutters elevation={0} onChange={(_, expanded) => expanded && !isFetched && refetch()} sx={{ borderTop: 1, borderColor: 'divider' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2">{translate('resources.auditLog.history.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {error ? (
          <Typography color="error">{translate('resources.auditLog.history.loadFailed')}</Typography>
        ) : !data ? (
          <Typography>{translate('app.loading')}</Typography>
        ) : !data.length ? (
          <Typography color="text.secondary">{translate('resources.auditLog.history.empty')}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {data.map((entry) => (
              <li key={entry.id}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {translate('resources.auditLog.history.entry', {
                    action: translate(`resources.auditLog.actions.${entry.action}`),
                    who: entry.accountEmail ?? translate('resources.auditLog.history.unknownAccount'),
                    when: when(String(entry.createdAt), intlLocale),
                  })}
                </Typography>
                <ChangeList resource={resource} changes={entry.changes ?? {}} />
              </li>
            ))}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
