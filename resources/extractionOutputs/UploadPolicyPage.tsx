import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { FileField, FileInput, Form, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { fieldErrorsOf } from '../../dataProvider/httpClient';
import { paths } from '../../src/paths';
import { DeclaredInput } from '../core/DeclaredInput';
import { COMMISSION_FIELDS } from './declaration';

interface UploadValues extends Record<string, unknown> {
  pdf?: { rawFile: File };
}

/**
 * The spec's picker takes PDFs; its hint also names JPG and PNG, which the server reads by OCR, so
 * photos and scans are accepted too. The picker filters by type; this checks a dropped file.
 */
const ACCEPTED = { 'application/pdf': ['.pdf'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };
const requireDocument = (value: UploadValues['pdf']) => {
  if (!value?.rawFile) return 'resources.extractionOutputs.upload.chooseFile';
  const file = value.rawFile;
  return file.type in ACCEPTED || /\.(pdf|jpe?g|png)$/i.test(file.name) ? undefined : 'resources.extractionOutputs.upload.wrongType';
};

/**
 * /panel/uploadPolicy: one PDF and the four commission percentages. The upload shows its progress;
 * on success the person goes to the extraction queue, where the PDF is read in the background.
 */
export function UploadPolicyPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (values: UploadValues) => {
    const commissions = Object.fromEntries(COMMISSION_FIELDS.map((name) => [name, values[name] as number]));
    setProgress(0);
    try {
      const answer = await dataProvider.uploadPolicyPdf(values.pdf!.rawFile, commissions, setProgress);
      notify(answer.message || 'resources.extractionOutputs.notifications.uploaded', { type: 'success' });
      navigate(paths.extractionQueue);
    } catch (error) {
      setProgress(null);
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length) {
        notify('ra.message.invalid_form', { type: 'error' });
        return fieldErrors;
      }
      notify((error as Error).message || 'resources.extractionOutputs.notifications.uploadFailed', { type: 'error' });
    }
  };

  const busy = progress !== null;
  return (
    <Box sx={{ maxWidth: 760, mt: 2 }}>
      <Title title="resources.extractionOutputs.page.upload" />
      <Card>
        <CardContent>
          <Form onSubmit={upload} mode="onBlur" reValidateMode="onChange">
            <FileInput
              source="pdf"
              label="resources.extractionOutputs.upload.file"
              // The dropzone's hidden file input is named for assistive technology too.
              inputProps={{ 'aria-label': translate('resources.extractionOutputs.upload.file') }}
              accept={ACCEPTED}
              multiple={false}
              validate={requireDocument}
              helperText="resources.extractionOutputs.upload.hint"
            >
              <FileField source="src" title="title" />
            </FileInput>
            <Grid container columnSpacing={2}>
              {COMMISSION_FIELDS.map((name) => (
                <Grid key={name} size={{ xs: 12, sm: 6 }}>
                  <DeclaredInput source={name} fullWidth />
                </Grid>
              ))}
            </Grid>
            {busy && (
              <Box sx={{ my: 2 }} role="status" aria-live="polite">
                <LinearProgress variant="determinate" value={Math.round(progress * 100)} />
                <Typography variant="caption">
                  {translate('resources.extractionOutputs.upload.progress', { percent: Math.round(progress * 100) })}
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
