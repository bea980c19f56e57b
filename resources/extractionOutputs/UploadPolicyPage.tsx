import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { FileField, FileInput, Form, Title, useDataProvider, useNotify, useStore, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { fieldErrorsOf } from '../../dataProvider/httpClient';
import { paths } from '../../src/paths';
import { DeclaredInput } from '../core/DeclaredInput';
import { COMMISSION_FIELDS } from './declaration';

interface UploadValues extends Record<string, unknown> {
  pdf?: { rawFile: File }[];
}

/**
 * The spec's picker takes PDFs; its hint also names JPG and PNG, which the server reads by OCR, so
 * photos and scans are accepted too. The picker filters by type; this checks a dropped file.
 */
const ACCEPTED = { 'application/pdf': ['.pdf'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };
const isAccepted = (file: File) => file.type in ACCEPTED || /\.(pdf|jpe?g|png)$/i.test(file.name);
const requireDocuments = (value: UploadValues['pdf']) => {
  if (!value?.length) return 'resources.extractionOutputs.upload.chooseFile';
  return value.every(({ rawFile }) => isAccepted(rawFile)) ? undefined : 'resources.extractionOutputs.upload.wrongType';
};

/** The commissions last uploaded with each partner (by id), and with none (''): this browser's defaults. */
type RememberedCommissions = Record<string, Record<string, number>>;
const REMEMBERED_COMMISSIONS = 'extractionOutputs.upload.commissions';

/** Choosing a partner fills in the commissions last uploaded with them; the person may still change them. */
function CommissionsOfPartner({ remembered }: { remembered: RememberedCommissions }) {
  const partner = useWatch({ name: 'partner' }) as string | undefined;
  const { setValue } = useFormContext();
  useEffect(() => {
    const commissions = partner ? remembered[partner] : undefined;
    if (commissions) for (const name of COMMISSION_FIELDS) setValue(name, commissions[name], { shouldValidate: true, shouldDirty: true });
  }, [partner, remembered, setValue]);
  return null;
}

/**
 * /panel/uploadPolicy: one PDF (or several), the four commission percentages, which every file
 * takes, and (beyond the spec) the partner who brought them, whose commissions it remembers. Files go
 * up one after another with their progress; a file the server refuses is named and
 * the others still go. Then the person goes to the extraction queue, where they are read.
 */
export function UploadPolicyPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [progress, setProgress] = useState<{ current: number; total: number; share: number } | null>(null);
  const [remembered, setRemembered] = useStore<RememberedCommissions>(REMEMBERED_COMMISSIONS, {});

  const upload = async (values: UploadValues) => {
    const commissions = Object.fromEntries(COMMISSION_FIELDS.map((name) => [name, values[name] as number]));
    const partner = typeof values.partner === 'string' && values.partner ? values.partner : undefined;
    const files = values.pdf!.map(({ rawFile }) => rawFile);
    const refused: string[] = [];
    let lastAnswer: { message?: string } | undefined;
    for (const [index, file] of files.entries()) {
      setProgress({ current: index + 1, total: files.length, share: 0 });
      try {
        lastAnswer = await dataProvider.uploadPolicyPdf(file, { ...commissions, ...(partner && { partner }) }, (share) => setProgress({ current: index + 1, total: files.length, share }));
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error);
        // Wrong commissions are every file's: said under the fields, nothing more is sent.
        if (Object.keys(fieldErrors).length) {
          setProgress(null);
          notify('ra.message.invalid_form', { type: 'error' });
          return fieldErrors;
        }
        if (files.length === 1) {
          setProgress(null);
          notify((error as Error).message || 'resources.extractionOutputs.notifications.uploadFailed', { type: 'error' });
          return;
        }
        refused.push(file.name);
      }
    }
    setProgress(null);
    if (refused.length) notify('resources.extractionOutputs.notifications.someFailed', { type: 'error', messageArgs: { names: refused.join(', ') } });
    const uploaded = files.length - refused.length;
    if (!uploaded) return;
    setRemembered({ ...remembered, '': commissions, ...(partner && { [partner]: commissions }) });
    if (files.length === 1) notify(lastAnswer?.message || 'resources.extractionOutputs.notifications.uploaded', { type: 'success' });
    else if (!refused.length) notify('resources.extractionOutputs.notifications.uploadedMany', { type: 'success', messageArgs: { smart_count: uploaded } });
    navigate(paths.extractionQueue);
  };

  const busy = progress !== null;
  return (
    <Box sx={{ maxWidth: 760, mt: 2 }}>
      <Title title="resources.extractionOutputs.page.upload" />
      <Card>
        <CardContent>
          <Form onSubmit={upload} mode="onBlur" reValidateMode="onChange" defaultValues={remembered['']}>
            <CommissionsOfPartner remembered={remembered} />
            <FileInput
              source="pdf"
              label="resources.extractionOutputs.upload.file"
              // The dropzone's hidden file input is named for assistive technology too.
              inputProps={{ 'aria-label': translate('resources.extractionOutputs.upload.file') }}
              accept={ACCEPTED}
              multiple
              validate={requireDocuments}
              helperText={`${translate('resources.extractionOutputs.upload.hint')} · ${translate('resources.extractionOutputs.upload.hintMany')}`}
            >
              <FileField source="src" title="title" />
            </FileInput>
            <DeclaredInput source="partner" fullWidth helperText={translate('resources.extractionOutputs.upload.partnerHint')} />
            <Grid container columnSpacing={2}>
              {COMMISSION_FIELDS.map((name) => (
                <Grid key={name} size={{ xs: 12, sm: 6 }}>
                  <DeclaredInput source={name} fullWidth />
                </Grid>
              ))}
            </Grid>
            {busy && (
              <Box sx={{ my: 2 }} role="status" aria-live="polite">
                <LinearProgress variant="determinate" value={Math.round(((progress.current - 1 + progress.share) / progress.total) * 100)} />
                <Typography variant="caption">
                  {progress.total === 1
                    ? translate('resources.extractionOutputs.upload.progress', { percent: Math.round(progress.share * 100) })
                    : translate('resources.extractionOutputs.upload.progressOf', { ...progress, percent: Math.round(progress.share * 100) })}
                </Typography>
              </Box>
            )}
            <Button type="submit" variant="contained" disabled={busy} startIcon={<UploadFileIcon />}>
              {translate(busy ? 'resources.extractionOutputs.upload.submitting' : 'resources.extractionOutputs.upload.submit')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
