import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Grid, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { declarationFor } from '../../registry';
import { DeclaredInput } from '../DeclaredInput';
import { SubmitButton } from '../SubmitButton';
import { BulkChangeDone } from './BulkChangeDone';
import { sayFailure } from '../../../src/i18n/fieldMessages';

/**
 * Sets the fields filled in (of the declaration's `bulkFields`) on the selected records or, when
 * the list has more, on every record matching its search and filters (their count shown before
 * confirming); one request, checked record by record as a single edit is, undoable for a while.
 */
export function BulkChangeDialog({ resource, onClose }: { resource: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const declaration = declarationFor(resource)!;
  const { selectedIds, onUnselectItems, total = 0, filterValues } = useListContext();
  const [scope, setScope] = useState<'selected' | 'matching'>('selected');
  const [failure, setFailure] = useState<string>();
  const count = scope === 'selected' ? selectedIds.length : total;
  const name = (smart_count: number) => translate(`resources.${resource}.name`, { smart_count, _: smart_count === 1 ? declaration.label.one : declaration.label.many }).toLowerCase();

  async function apply(values: Record<string, unknown>) {
    const data = Object.fromEntries(declaration.bulkFields.filter((field) => values[field] !== undefined && values[field] !== null && values[field] !== '').map((field) => [field, values[field]]));
    if (!Object.keys(data).length) {
      setFailure(translate('app.bulk.nothing'));
      return;
    }
    setFailure(undefined);
    try {
      const target = scope === 'selected' ? { ids: selectedIds } : { filter: filterValues, count: total };
      const { updated, undo } = await dataProvider.bulkChange(resource, target, data);
      // From every store key, as react-admin's own bulk delete does: the list keeps its selection under its own.
      onUnselectItems(true);
      refresh();
      onClose();
      notify(<BulkChangeDone resource={resource} updated={updated} changeId={undo} nameOf={name} />, { autoHideDuration: 15_000 });
    } catch (error) {
      setFailure(sayFailure(translate, error, 'app.bulk.failed'));
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-change-title">
      <Form onSubmit={apply} mode="onChange">
        <DialogTitle id="bulk-change-title">{translate('app.bulk.title', { smart_count: count, name: name(count) })}</DialogTitle>
        <DialogContent dividers>
          {total > selectedIds.length && (
            <RadioGroup value={scope} onChange={(event) => setScope(event.target.value as typeof scope)} aria-label={translate('app.bulk.scope')}>
              <FormControlLabel value="selected" control={<Radio />} label={translate('app.bulk.selected', { smart_count: selectedIds.length, name: name(selectedIds.length) })} />
              <FormControlLabel value="matching" control={<Radio />} label={translate('app.bulk.matching', { smart_count: total, name: name(total), count: total.toLocaleString('en-IN') })} />
            </RadioGroup>
          )}
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate(`resources.${resource}.bulk.hint`, { _: translate('app.bulk.hint') })}
          </Typography>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Grid container columnSpacing={2}>
            {declaration.bulkFields.map((field) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                {/* Not required here: a field left empty is left as it is on every record. */}
                <DeclaredInput
                  source={field}
                  definition={{ ...declaration.fields[field], required: false }}
                  label={translate(`resources.${resource}.fields.${field}`, { _: declaration.fields[field].label })}
                  fullWidth
                />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={translate('app.bulk.apply', { smart_count: count, name: name(count), count: count.toLocaleString('en-IN') })} busyLabel="ra.message.loading" />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
