import { Alert, alpha, Box, Button, Dialog, DialogContent, DialogTitle, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, ResourceContextProvider, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { fieldErrorsOf } from '../../dataProvider/httpClient';
import { DeclaredInput } from '../core/DeclaredInput';
import { useSimilarRecordsConfirmation } from '../core/SimilarRecordsConfirmation';
import { SubmitButton } from '../core/SubmitButton';
import { motorPolicyDeclaration } from '../motorPolicies/declaration';
import { PolicyInputs } from '../motorPolicies/PolicyInputs';
import { policySections } from '../motorPolicies/sections';
import { type ExtractionOutput, SURE_CONFIDENCE } from './declaration';
import { ExtractionPdf } from './ExtractionPdf';
import { ReviewReasonList } from './ReviewReasonList';
import { reviewDefaults, toCamelCasePayload } from './policyPayload';

/**
 * A document matching configurations or learned layouts: their names, and the configured keys that
 * have no policy column (vehicle class, CPA nominee...), kept with the extraction for the person to see.
 */
function OtherFields({ output }: { output: ExtractionOutput }) {
  const translate = useTranslate();
  const other = Object.entries(output.otherFields ?? {});
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('resources.extractionOutputs.review.configuration', { name: output.configurationName })}
      {other.length > 0 && <Box sx={{ mt: 1 }}>{translate('resources.extractionOutputs.review.otherFields')}</Box>}
      {other.length > 0 && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0, mt: 1 }}>
          {other.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
                {key}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** The spec's sections of the dialog: the policy form's, without the commissions (they came with the upload). */
const REVIEW_SECTIONS = policySections.filter((section) => section.key !== 'commission');

type Attention = 'low' | 'missing' | undefined;

function attentionFor(output: ExtractionOutput, field: string): Attention {
  const extracted = output.extractedFields ?? {};
  if (extracted[field] === undefined) return motorPolicyDeclaration.fields[field as keyof typeof motorPolicyDeclaration.fields]?.required ? 'missing' : undefined;
  return (output.confidence?.[field] ?? 1) < SURE_CONFIDENCE ? 'low' : undefined;
}

function ReviewInput({ name, attention, onFocus }: { name: string; attention: Attention; onFocus: () => void }) {
  const translate = useTranslate();
  const hint = attention && translate(attention === 'low' ? 'resources.extractionOutputs.review.lowConfidence' : 'resources.extractionOutputs.review.notFound');
  return (
    <Box
      data-attention={attention}
      onFocus={onFocus}
      sx={attention ? { borderLeft: 3, borderColor: 'warning.main', pl: 1, borderRadius: 1, bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08) } : undefined}
    >
      <DeclaredInput source={name} fullWidth plainDate helperText={hint} />
    </Box>
  );
}

/**
 * 'Update Extracted Policy': what was read from the PDF, section by section, with doubtful and
 * missing values marked, and the PDF beside it, outlining where the focused field was read.
 * Saving posts the spec's camelCase payload to POST /motor-policy with the upload's commissions;
 * the extraction is then marked converted.
 */
export function ReviewDialog({ output, onClose }: { output: ExtractionOutput; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reasons = output.reviewReasons ?? [];
  // The last field focused stays outlined in the PDF while the reviewer looks there (a click on the PDF blurs the field).
  const [focusedField, setFocusedField] = useState<string | null>(null);

  const { askToSaveAnyway, dialog: similarQuestion } = useSimilarRecordsConfirmation();

  const save = async (values: Record<string, unknown>, similarConfirmed = false): Promise<Record<string, string> | undefined> => {
    try {
      await dataProvider.convertExtraction(output._id, toCamelCasePayload(values, output), { similarConfirmed });
      notify('resources.extractionOutputs.notifications.converted', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      if (await askToSaveAnyway(error)) return save(values, true);
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length) {
        notify('ra.message.invalid_form', { type: 'error' });
        return fieldErrors;
      }
      const message = (error as Error).message;
      notify(message ? 'resources.extractionOutputs.notifications.convertError' : 'resources.extractionOutputs.notifications.convertFailed', {
        type: 'error',
        messageArgs: { message: message && translate(message, { _: message }) },
      });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xl" aria-labelledby="review-title">
      <DialogTitle id="review-title">
        {translate('resources.extractionOutputs.page.review')} — {output.fileName}
      </DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <ExtractionPdf id={output._id} fileName={output.fileName ?? 'policy.pdf'} evidence={output.evidence} focusedField={focusedField} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            {reasons.length > 0 && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                <strong>{translate('resources.extractionOutputs.review.reasons')}</strong>
                <ReviewReasonList reasons={reasons} />
              </Alert>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('resources.extractionOutputs.review.commissions', {
                receivableOd: output.commission_receivable_od,
                receivableTp: output.commission_receivable_tp,
                payableOd: output.commission_payable_od,
                payableTp: output.commission_payable_tp,
              })}
            </Typography>
            {output.configurationName && <OtherFields output={output} />}
            <ResourceContextProvider value="motorPolicies">
              <Form onSubmit={(values: Record<string, unknown>) => save(values)} defaultValues={reviewDefaults(output.extractedFields)} mode="onBlur" reValidateMode="onChange">
                <PolicyInputs sections={REVIEW_SECTIONS} renderInput={(name) => <ReviewInput name={name} attention={attentionFor(output, name)} onFocus={() => setFocusedField(name)} />} />
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2, position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 1 }}>
                  <Button onClick={onClose}>{translate('resources.extractionOutputs.actions.cancel')}</Button>
                  <SubmitButton label="resources.extractionOutputs.actions.save" busyLabel="resources.extractionOutputs.actions.saving" />
                </Stack>
                {similarQuestion}
              </Form>
            </ResourceContextProvider>
          </Grid>
        </Grid>
      </DialogContent>
    </Dialog>
  );
}
