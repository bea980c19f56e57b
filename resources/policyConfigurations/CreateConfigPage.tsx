import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FileField, FileInput, Form, SaveButton, setSubmissionErrors, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import type { ConfigurationRow, PlaceChoices } from '../../dataProvider/configurationSetup';
import { fieldErrorsOf } from '../../dataProvider/httpClient';
import { paths } from '../../src/paths';
import { DeclaredInput } from '../core/DeclaredInput';
import { DEFAULT_CONFIGURATION_KEYS } from './configurationKeys';
import type { SampleReport } from './declaration';
import { SampleCheck } from './SampleCheck';

interface ConfigValues extends Record<string, unknown> {
  name?: string;
  samplePdf?: { rawFile: File };
  fields?: ConfigurationRow[];
}

/** Spec: the 28 keys, in order, pre-filled with a common wording of their label; the sample values are the person's. */
const defaultValues: ConfigValues = { fields: DEFAULT_CONFIGURATION_KEYS.map(({ key, label }) => ({ key, label, value: '' })) };

/** Spec: a PDF file (.pdf only) is required. */
const requirePdf = (value: ConfigValues['samplePdf']) => {
  if (!value?.rawFile) return 'resources.policyConfigurations.notifications.choosePdf';
  const file = value.rawFile;
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name) ? undefined : 'resources.policyConfigurations.notifications.onlyPdf';
};

/** What a check depends on: the rows and the sample (not the name). */
const sampleSignature = ({ fields, samplePdf }: ConfigValues) => {
  const file = samplePdf?.rawFile;
  return JSON.stringify([fields, file?.name, file?.size, file?.lastModified]);
};

interface SampleCheckResult {
  signature: string;
  keys: string[];
  report: SampleReport;
}

/** The check of the sample and the Create button, which waits for a check of the rows and sample as they are now. */
function CheckThenCreate({ check, busy, onCheck, choices, onChoose }: {
  check: SampleCheckResult | null;
  busy: 'checking' | 'creating' | null;
  /** Checks the sample; answers the rows' field errors when the server refused them. */
  onCheck: (values: ConfigValues) => Promise<Record<string, string> | undefined>;
  choices: PlaceChoices;
  onChoose: (key: string, index: number) => void;
}) {
  const translate = useTranslate();
  const { handleSubmit, setError } = useFormContext<ConfigValues>();
  const [fields, samplePdf] = useWatch<ConfigValues, ['fields', 'samplePdf']>({ name: ['fields', 'samplePdf'] });
  const current = check?.signature === sampleSignature({ fields, samplePdf }) ? check : null;
  const ready = current !== null && !busy;
  return (
    <Stack spacing={1}>
      {current ? (
        <SampleCheck keys={current.keys} report={current.report} choices={choices} onChoose={onChoose} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.policyConfigurations.check.hint')}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant={current ? 'outlined' : 'contained'} disabled={busy !== null} onClick={handleSubmit(async (values) => setSubmissionErrors((await onCheck(values)) ?? {}, setError))}>
          {translate(busy === 'checking' ? 'resources.policyConfigurations.actions.checking' : 'resources.policyConfigurations.actions.check')}
        </Button>
        <SaveButton
          alwaysEnable={ready}
          disabled={!ready}
          icon={<></>}
          label={translate(busy === 'creating' ? 'resources.policyConfigurations.actions.creating' : 'resources.policyConfigurations.actions.create')}
        />
      </Stack>
    </Stack>
  );
}

/**
 * /panel/createConfig: a name, a sample PDF of one insurer's layout, and key / label / sample-value
 * rows. Before saving, the sample is checked: per key, whether its value is printed once, in
 * several places (the person says which) or not at all. Saving sends the chosen places; on
 * success the screen goes back.
 */
export function CreateConfigPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [failure, setFailure] = useState<string | null>(null);
  const [check, setCheck] = useState<SampleCheckResult | null>(null);
  const [busy, setBusy] = useState<'checking' | 'creating' | null>(null);
  const [choices, setChoices] = useState<PlaceChoices>({});

  /** Notifies `message`; answers the field errors of a refusal, or shows the server's message. */
  const failed = (error: unknown, message: string) => {
    notify(message, { type: 'error' });
    const fieldErrors = fieldErrorsOf(error);
    if (Object.keys(fieldErrors).length) return fieldErrors;
    if (error instanceof Error && error.message) setFailure(translate(error.message, { _: error.message }));
  };

  const runCheck = async (values: ConfigValues) => {
    setFailure(null);
    setBusy('checking');
    try {
      const report = await dataProvider.checkConfigurationSample(values.fields!, values.samplePdf!.rawFile);
      setCheck({ signature: sampleSignature(values), keys: values.fields!.map((row) => row.key), report });
      setChoices(Object.fromEntries(report.ambiguous.map((entry) => [entry.key, entry.chosen])));
    } catch (error) {
      return failed(error, 'resources.policyConfigurations.notifications.checkFailed');
    } finally {
      setBusy(null);
    }
  };

  const save = async (values: ConfigValues) => {
    setFailure(null);
    setBusy('creating');
    try {
      await dataProvider.setupConfiguration(values.name!, values.fields!, values.samplePdf!.rawFile, choices);
      notify('resources.policyConfigurations.notifications.created', { type: 'success' });
      // "Goes back": to where the person came from, or to the configurations when the page was opened directly.
      if (window.history.state?.idx > 0) navigate(-1);
      else navigate(paths.configurations);
    } catch (error) {
      setBusy(null);
      return failed(error, 'resources.policyConfigurations.notifications.createFailed');
    }
  };

  // Enter in a field submits the form too: without a check of the rows and sample as they are now, that checks first.
  const submit = (values: ConfigValues) => (check?.signature === sampleSignature(values) ? save(values) : runCheck(values));

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="resources.policyConfigurations.page.create" />
      <Card>
        <CardContent>
          <Form onSubmit={submit} defaultValues={defaultValues} mode="onBlur" reValidateMode="onChange">
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
              <CheckThenCreate check={check} busy={busy} onCheck={runCheck} choices={choices} onChoose={(key, index) => setChoices((chosen) => ({ ...chosen, [key]: index }))} />
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
