import { Alert, Box, Button, Card, CardContent, Grid, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { type ReactElement, useEffect } from 'react';
import { Form, RadioButtonGroupInput, SelectInput, Title, useStore, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DeclaredInput } from '../../../resources/core/DeclaredInput';
import { validatorFor } from '../../../resources/core/formValidation';
import type { ChoiceField } from '../../../resources/core/fields';
import { QUOTE_DEFAULTS, QUOTE_PHASES, type QuoteDraft, quoteDraftFields } from './quoteDraft';

const fields = quoteDraftFields;

/** A declared choice as react-admin choices, each named by its translation (`app.quote.choices.<field>.<value>`). */
const choicesOf = (name: keyof typeof fields) =>
  (fields[name] as ChoiceField).choices.map((value) => ({ id: value, name: `app.quote.choices.${name}.${value}` }));

/** Labels by translation key (`app.quote.fields.<name>`), so they are said in the user's language. */
const labelOf = (name: keyof typeof fields) => `app.quote.fields.${name}`;

const choiceProps = (name: keyof typeof fields) => ({
  source: name,
  label: labelOf(name),
  choices: choicesOf(name),
  validate: validatorFor(fields[name]),
});

/** Writes every change of the form to the stored draft, so a reload keeps it. */
function KeepDraft({ onChange }: { onChange: (draft: QuoteDraft) => void }) {
  const { watch } = useFormContext<QuoteDraft>();
  useEffect(() => {
    const subscription = watch((values) => onChange(values as QuoteDraft));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);
  return null;
}

/** Spec: present, without action (there is no vehicle lookup, RC reading or saved-quote service behind them). */
function InactiveButton({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Button variant="outlined" disabled>
      {translate(label)}
    </Button>
  );
}

/** Inputs three to a row on wider screens, one per row on phones. */
function ThreeColumns({ children }: { children: ReactElement[] }) {
  return (
    <Grid container columnSpacing={2}>
      {children.map((input) => (
        <Grid key={input.key} size={{ xs: 12, sm: 4 }}>
          {input}
        </Grid>
      ))}
    </Grid>
  );
}

function VehicleDetails() {
  const translate = useTranslate();
  const entry = useWatch({ name: 'vehicleEntry' });
  return (
    <Stack spacing={2}>
      <RadioButtonGroupInput {...choiceProps('insuranceType')} row />
      <RadioButtonGroupInput {...choiceProps('vehicleEntry')} row helperText={false} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <DeclaredInput definition={fields.vehicleReg} source="vehicleReg" label={labelOf('vehicleReg')} />
        {entry === 'lookup' && <InactiveButton label="app.quote.actions.lookup" />}
        {entry === 'upload' && <InactiveButton label="app.quote.actions.upload" />}
      </Stack>
      <Typography variant="subtitle1">{translate('app.quote.sections.vehicle')}</Typography>
      <ThreeColumns>
        <SelectInput key="make" {...choiceProps('make')} fullWidth />
        <DeclaredInput key="model" definition={fields.model} source="model" label={labelOf('model')} fullWidth />
        <DeclaredInput key="variant" definition={fields.variant} source="variant" label={labelOf('variant')} fullWidth />
        <DeclaredInput key="year" definition={fields.year} source="year" label={labelOf('year')} fullWidth />
        <SelectInput key="fuelType" {...choiceProps('fuelType')} fullWidth />
        <DeclaredInput key="engineCC" definition={fields.engineCC} source="engineCC" label={labelOf('engineCC')} fullWidth />
      </ThreeColumns>
      <Typography variant="subtitle1">{translate('app.quote.sections.previousPolicy')}</Typography>
      <ThreeColumns>
        <DeclaredInput key="prevPolicyExpiry" definition={fields.prevPolicyExpiry} source="prevPolicyExpiry" label={labelOf('prevPolicyExpiry')} fullWidth />
        <DeclaredInput key="lastInsurer" definition={fields.lastInsurer} source="lastInsurer" label={labelOf('lastInsurer')} fullWidth />
        <SelectInput key="lastNCB" {...choiceProps('lastNCB')} fullWidth />
      </ThreeColumns>
      <RadioButtonGroupInput {...choiceProps('claimInLast')} row />
    </Stack>
  );
}

/** Phases 1-3 are not built (spec): they show the draft that the quote would be made from. */
function DraftSummary() {
  const translate = useTranslate();
  const draft = useWatch() as QuoteDraft;
  const shown = (name: keyof typeof fields) => {
    const value = draft[name];
    if (value === undefined || value === null || value === '') return '-';
    return 'choices' in fields[name] ? translate(`app.quote.choices.${name}.${value}`) : String(value);
  };
  return (
    <Stack spacing={2}>
      <Alert severity="info">{translate('app.quote.notBuilt')}</Alert>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
        {(Object.keys(fields) as (keyof typeof fields)[]).map((name) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {fields[name].label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {shown(name)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

function WizardActions({ phase, onPhase }: { phase: number; onPhase: (phase: number) => void }) {
  const translate = useTranslate();
  const insuranceType = useWatch({ name: 'insuranceType' });
  const last = phase === QUOTE_PHASES.length - 1;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
      <InactiveButton label="app.quote.actions.saveLater" />
      <Button onClick={() => onPhase(phase - 1)} disabled={phase === 0}>
        {translate('app.quote.actions.cancel')}
      </Button>
      <Button variant="contained" onClick={() => onPhase(phase + 1)} disabled={!insuranceType || last}>
        {translate('app.quote.actions.continue')}
      </Button>
    </Stack>
  );
}

/**
 * /panel/motor-transaction: the four-phase motor quote wizard. Phase one collects the quote draft;
 * Continue needs an insurance type, Cancel steps back one phase. The draft and the phase are kept
 * in the browser's store, so a reload (or coming back later on this device) resumes them.
 */
export function MotorQuotePage() {
  const translate = useTranslate();
  const [draft, setDraft] = useStore<QuoteDraft>('motorQuote.draft', QUOTE_DEFAULTS);
  const [phase, setPhase] = useStore<number>('motorQuote.phase', 0);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.quote.title" />
      <Card>
        <CardContent>
          <Stepper activeStep={phase} alternativeLabel sx={{ mb: 3 }}>
            {QUOTE_PHASES.map((name) => (
              <Step key={name}>
                <StepLabel>{translate(`app.quote.phases.${name}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Form defaultValues={{ ...QUOTE_DEFAULTS, ...draft }} mode="onChange">
            <KeepDraft onChange={setDraft} />
            {phase === 0 ? <VehicleDetails /> : <DraftSummary />}
            <WizardActions phase={phase} onPhase={setPhase} />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
