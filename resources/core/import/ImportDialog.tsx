import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useStore, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { ImportChoices, ImportState, UploadedImport } from '../../../dataProvider/imports';
import { declarationFor } from '../../registry';
import { saveBlob } from '../downloadDestination';
import { ColumnMapping } from './ColumnMapping';
import { ImportOutcome } from './ImportOutcome';
import { useImportRun } from './useImportRun';
import { sayFailure } from '../../../src/i18n/fieldMessages';

/** Mappings chosen by hand, by the header row they were chosen for. */
type RememberedMappings = Record<string, (string | null)[]>;
const headerKey = (columns: string[]) => columns.join('\u241f');

/**
 * Import of a CSV or Excel file into the list's resource, in the steps the server offers: choose
 * the file → check the columns' fields → a dry run of every row → the import with its progress →
 * what it did, with the report of refused rows. Mappings changed by hand are remembered per header.
 */
export function ImportDialog({ resource, onClose }: { resource: string; onClose: (imported: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const declaration = declarationFor(resource)!;
  const [remembered, setRemembered] = useStore<RememberedMappings>(`import.${resource}.mappings`, {});
  const [upload, setUpload] = useState<UploadedImport>();
  const [uploading, setUploading] = useState<number | null>(null);
  const [choices, setChoices] = useState<ImportChoices>({ mapping: [], onExisting: 'skip', onSimilar: 'refuse' });
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState(true);

  const onSettled = useCallback(
    (settled: ImportState) => {
      if (settled.phase === 'import' && settled.state === 'done') {
        notify('app.import.notifications.imported', { type: 'success', messageArgs: { smart_count: settled.created + settled.updated } });
      }
    },
    [notify],
  );
  const { state, setState, lost } = useImportRun(resource, onSettled);
  // The list is read again on close when the import wrote records.
  const close = () => onClose(Boolean(state?.phase === 'import' && (state.created || state.updated)));

  async function chooseFile(file: File) {
    setError(undefined);
    setUploading(0);
    try {
      const uploaded = await dataProvider.uploadImport(resource, file, setUploading);
      setUpload(uploaded);
      setChoices({ mapping: remembered[headerKey(uploaded.columns)] ?? uploaded.mapping, onExisting: 'skip', onSimilar: 'refuse' });
      setState(uploaded);
      setEditing(true);
    } catch (failure) {
      setError(sayFailure(translate, failure, 'app.import.errors.upload'));
    } finally {
      setUploading(null);
    }
  }

  async function start(phase: 'check' | 'import') {
    if (!state) return;
    setError(undefined);
    try {
      if (phase === 'check') setRemembered({ ...remembered, [headerKey(state.columns)]: choices.mapping });
      setState(await (phase === 'check' ? dataProvider.checkImport : dataProvider.runImport)(resource, state.id, choices));
      setEditing(false);
    } catch (failure) {
      setError(sayFailure(translate, failure, 'app.import.errors.start'));
    }
  }

  async function downloadReport() {
    if (!state) return;
    try {
      saveBlob(await dataProvider.importReport(resource, state.id), `${state.fileName.replace(/\.[^.]+$/, '')}-refused.csv`);
    } catch {
      notify('app.import.errors.report', { type: 'error' });
    }
  }

  const imported = state?.phase === 'import' && state.state === 'done';
  const interrupted = state?.phase === 'import' && (state.state === 'stopped' || state.state === 'failed');
  const keyLabel = translate(`resources.${resource}.fields.${declaration.importKey}`, { _: declaration.fields[declaration.importKey!].label });
  const title = translate('app.import.title', { name: translate(`resources.${resource}.name`, { smart_count: 2, _: declaration.label.many }) });
  const mapped = choices.mapping.some(Boolean);
  const toWrite = state ? state.created + state.updated : 0;

  return (
    <Dialog open onClose={close} maxWidth="md" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          {lost && <Alert severity="info">{translate('app.import.errors.connection')}</Alert>}
          {!upload && (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="body2">{translate('app.import.fileHint')}</Typography>
              <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={uploading !== null}>
                {uploading === null ? translate('app.import.actions.chooseFile') : translate('app.import.uploading', { percent: Math.round(uploading * 100) })}
                <input hidden type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(event) => event.target.files?.[0] && chooseFile(event.target.files[0])} />
              </Button>
              {uploading !== null && <LinearProgress sx={{ width: '100%' }} variant="determinate" value={uploading * 100} />}
            </Stack>
          )}
          {upload && state && editing && state.state !== 'running' && (
            <>
              <Typography variant="body2">{translate('app.import.columns.hint', { file: state.fileName })}</Typography>
              <ColumnMapping resource={resource} columns={state.columns} sample={upload.sample} mapping={choices.mapping} onChange={(mapping) => setChoices({ ...choices, mapping })} />
              <FormControl>
                <FormLabel id="import-existing">{translate('app.import.onExisting.label', { key: keyLabel })}</FormLabel>
                <RadioGroup row aria-labelledby="import-existing" value={choices.onExisting} onChange={(event) => setChoices({ ...choices, onExisting: event.target.value as ImportChoices['onExisting'] })}>
                  <FormControlLabel value="skip" control={<Radio />} label={translate('app.import.onExisting.skip')} />
                  <FormControlLabel value="update" control={<Radio />} label={translate('app.import.onExisting.update')} />
                </RadioGroup>
              </FormControl>
              {declaration.similarWhen && (
                <FormControl>
                  <FormLabel id="import-similar">{translate('app.import.onSimilar.label')}</FormLabel>
                  <RadioGroup row aria-labelledby="import-similar" value={choices.onSimilar} onChange={(event) => setChoices({ ...choices, onSimilar: event.target.value as ImportChoices['onSimilar'] })}>
                    <FormControlLabel value="refuse" control={<Radio />} label={translate('app.import.onSimilar.refuse')} />
                    <FormControlLabel value="import" control={<Radio />} label={translate('app.import.onSimilar.import')} />
                  </RadioGroup>
                </FormControl>
              )}
            </>
          )}
          {state?.state === 'running' && (
            <Stack spacing={1}>
              <Typography variant="body2" role="status">
                {translate(state.phase === 'check' ? 'app.import.progress.check' : 'app.import.progress.import', {
                  done: state.rowsDone.toLocaleString('en-IN'),
                  total: state.totalRows?.toLocaleString('en-IN') ?? '…',
                })}
              </Typography>
              <LinearProgress variant={state.totalRows ? 'determinate' : 'indeterminate'} value={state.totalRows ? (100 * state.rowsDone) / state.totalRows : undefined} />
            </Stack>
          )}
          {state && !editing && state.state === 'done' && <ImportOutcome resource={resource} state={state} />}
          {interrupted && (
            <Alert severity="warning">
              {translate('app.import.stopped', { done: state.rowsDone.toLocaleString('en-IN'), total: state.totalRows?.toLocaleString('en-IN') ?? '…' })}
              {state.error && ` (${state.error})`}
            </Alert>
          )}
          {state?.phase === 'check' && state.state === 'failed' && <Alert severity="error">{translate('app.import.errors.check', { error: state.error ?? '' })}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {state && state.refused > 0 && state.state !== 'running' && !editing && <Button onClick={downloadReport}>{translate('app.import.actions.report')}</Button>}
        {upload && !editing && !imported && state?.state !== 'running' && !interrupted && <Button onClick={() => setEditing(true)}>{translate('app.import.actions.back')}</Button>}
        <Button onClick={close}>{translate(imported ? 'app.import.actions.close' : 'ra.action.cancel')}</Button>
        {upload && editing && state?.state !== 'running' && (
          <Button variant="contained" disabled={!mapped} onClick={() => start('check')}>
            {translate('app.import.actions.check')}
          </Button>
        )}
        {state?.phase === 'check' && state.state === 'done' && !editing && (
          <Button variant="contained" disabled={toWrite === 0} onClick={() => start('import')}>
            {translate('app.import.actions.importRows', { smart_count: toWrite })}
          </Button>
        )}
        {interrupted && (
          <Button variant="contained" onClick={() => start('import')}>
            {translate('app.import.actions.resume')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
