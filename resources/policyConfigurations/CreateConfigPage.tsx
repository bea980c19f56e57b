import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FileField, FileInput, Form, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { fieldErrorsOf } from '../../dataProvider/httpClient';
import { paths } from '../../src/paths';
import { DeclaredInput } from '../core/DeclaredInput';
import { SubmitButton } from '../core/SubmitButton';
import { DEFAULT_CONFIGURATION_KEYS } from './configurationKeys';

type Row = { key: string; label: string; value: string };

interface ConfigValues extends Record<string, unknown> {
  name?: string;
  samplePdf?: { rawFile: File };
  fields?: Row[];
}

/** Spec: the 28 keys, in order, pre-filled with a common wording of their label; the sample values are the person's. */
const defaultValues: ConfigValues = { fields: DEFAULT_CONFIGURATION_KEYS.map(({ key, label }) => ({ key, label, value: '' })) };

/** Spec: a PDF file (.pdf only) is required. */
const requirePdf = (value: ConfigValues['samplePdf']) => {
  if (!value?.rawFile) return 'resources.policyConfigurations.notifications.choosePdf';
  const file = value.rawFile;
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name) ? undefined : 'resources.policyConfigurations.notifications.onlyPdf';
};

/**
 * /panel/createConfig: a name, a sample PDF of one insurer's layout, and key / label / sample-value
 * rows. The server learns from the sample where each value is printed; values it could not find are
 * named in a warning so they can be corrected from the configuration list. On success the screen goes back.
 */
export function CreateConfigPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (values: ConfigValues) => {
    setFailure(null);
    try {
      const { data } = await dataProvider.setupConfiguration(values.name!, values.fields!, values.samplePdf!.rawFile);
      notify('resources.policyConfigurations.notifications.created', { type: 'success' });
      const { missing } = data.sampleReport;
      if (missing.length) {
        notify('resources.policyConfigurations.notifications.valuesMissing', { type: 'warning', messageArgs: { keys: missing.join(', ') }, autoHideDuration: 10_000 });
      }
      // "Goes back": to where the person came from, or to the configurations when the page was opened directly.
      if (window.history.state?.idx > 0) navigate(-1);
      else navigate(paths.configurations);
    } catch (error) {
      notify('resources.policyConfigurations.notifications.createFailed', { type: 'error' });
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length) return fieldErrors;
      if (error instanceof Error && error.message) setFailure(error.message);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="resources.policyConfigurations.page.create" />
      <Card>
        <CardContent>
          <Form onSubmit={save} defaultValues={defaultValues} mode="onBlur" reValidateMode="onChange">
            <Stack spacing={1}>
              {failure && <Alert severity="error">{failure}</Alert>}
              <Box sx={{ maxWidth: 480 }}>
                <DeclaredInput source="name" fullWidth />
              </Box>
              <FileInput
                source="samplePdf"
                label="resources.policyConfigurations.fields.samplePdf"
                inputProps={{ 'aria-label': translate('resources.policyConfigurations.fields.samplePdf') }}
                accept={{ 'application/pdf': ['.pdf'] }}
                multiple={false}
                validate={requirePdf}
                helperText="resources.policyConfigurations.hints.samplePdf"
              >
                <FileField source="src" title="title" />
              </FileInput>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.policyConfigurations.hints.rows')}
              </Typography>
              <DeclaredInput source="fields" />
              <Box>
                <SubmitButton label="resources.policyConfigurations.actions.create" busyLabel="resources.policyConfigurations.actions.creating" />
              </Box>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
