import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider, Profile, TwoFactorEnrolment } from '../../dataProvider';
import { fieldErrorsOf, hasFieldErrors } from '../../dataProvider/httpClient';
import { twoFactorCodeFields } from '../../resources/accounts/authForms';
import { DeclaredInput } from '../../resources/core/DeclaredInput';

function CodeForm({ submitLabel, onSubmit }: { submitLabel: string; onSubmit: (code: string) => Promise<unknown> }) {
  const translate = useTranslate();
  return (
    <Form
      onSubmit={async (values: Record<string, unknown>) => {
        try {
          await onSubmit(String(values.code));
        } catch (error) {
          // Returned errors are shown by react-admin's Form under their inputs.
          return hasFieldErrors(error) ? fieldErrorsOf(error) : { code: (error as Error).message };
        }
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <DeclaredInput source="code" definition={twoFactorCodeFields.code} helperText={translate('app.auth.twoFactorHint')} />
        <Button type="submit" variant="contained" sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap', flexShrink: 0 }}>
          {translate(submitLabel)}
        </Button>
      </Stack>
    </Form>
  );
}

/** Turning TOTP two-factor authentication on (scan, confirm with a code) and off (confirm with a code). */
export function TwoFactorSettings({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const refresh = (updated: Profile) => queryClient.setQueryData(['profile'], updated);

  const start = useMutation({
    mutationFn: () => dataProvider.startTwoFactor(),
    onSuccess: setEnrolment,
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  if (profile.twoFactorEnabled) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{translate('app.profile.twoFactor.enabled')}</Alert>
        <Typography variant="body2">{translate('app.profile.twoFactor.turnOffHelp')}</Typography>
        <CodeForm
          submitLabel="app.profile.twoFactor.turnOff"
          onSubmit={async (code) => {
            refresh(await dataProvider.disableTwoFactor(code));
            notify('app.profile.twoFactor.turnedOff', { type: 'success' });
          }}
        />
      </Stack>
    );
  }

  if (!enrolment) {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="body2">{translate('app.profile.twoFactor.disabled')}</Typography>
        <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
          {translate('app.profile.twoFactor.start')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate('app.profile.twoFactor.scan')}</Typography>
      <Box component="img" src={enrolment.qrCode} alt={enrolment.otpauthUrl} sx={{ width: 200, height: 200 }} />
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {translate('app.profile.twoFactor.key')}: {enrolment.secret}
      </Typography>
      <CodeForm
        submitLabel="app.profile.twoFactor.confirm"
        onSubmit={async (code) => {
          refresh(await dataProvider.enableTwoFactor(code));
          setEnrolment(null);
          notify('app.profile.twoFactor.turnedOn', { type: 'success' });
        }}
      />
      <Button onClick={() => setEnrolment(null)} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.profile.twoFactor.cancel')}
      </Button>
    </Stack>
  );
}
