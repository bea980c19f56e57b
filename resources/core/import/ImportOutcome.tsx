import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportState } from '../../../dataProvider/imports';
import { sayServerMessage } from '../../../src/i18n/fieldMessages';
import { declarationFor } from '../../registry';

/** What a check found or an import did: the counts, and the first refused rows with their problems. */
export function ImportOutcome({ resource, state }: { resource: string; state: ImportState }) {
  const translate = useTranslate();
  const declaration = declarationFor(resource)!;
  const checked = state.phase === 'check';
  const counts = [
    { key: checked ? 'toCreate' : 'created', count: state.created },
    { key: checked ? 'toUpdate' : 'updated', count: state.updated },
    { key: 'skipped', count: state.skipped },
    { key: 'refused', count: state.refused },
  ].filter(({ count, key }) => count > 0 || key === (checked ? 'toCreate' : 'created'));
  const fieldLabel = (name: string) => translate(`resources.${resource}.fields.${name}`, { _: declaration.fields[name]?.label ?? name });

  return (
    <Stack spacing={2}>
      <Alert severity={state.refused ? 'warning' : 'success'}>
        <Typography component="p" variant="body2" sx={{ fontWeight: 500 }}>
          {translate(checked ? 'app.import.outcome.checked' : 'app.import.outcome.imported', { smart_count: state.rowsDone })}
        </Typography>
        <Typography component="p" variant="body2">
          {counts.map(({ key, count }) => translate(`app.import.outcome.${key}`, { smart_count: count })).join(' · ')}
        </Typography>
      </Alert>
      {state.refusals.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {translate('app.import.problems.title')}
          </Typography>
          <Table size="small" aria-label={translate('app.import.problems.title')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 72 }}>{translate('app.import.problems.row')}</TableCell>
                <TableCell>{translate('app.import.problems.problems')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.refusals.map((refusal) => (
                <TableRow key={refusal.row}>
                  <TableCell>{refusal.row}</TableCell>
                  <TableCell>
                    {Object.entries(refusal.problems).map(([field, message]) => (
                      <div key={field}>
                        <strong>{fieldLabel(field)}</strong>: {sayServerMessage(translate, message, refusal.codes[field])}
                      </div>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {state.refused > state.refusals.length && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.import.problems.more', { shown: state.refusals.length, total: state.refused })}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
