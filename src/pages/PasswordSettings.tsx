import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { fieldErrorsOf, hasFieldErrors } from '../../dataProvider/httpClient';
import { passwordChangeFields } from '../../resources/accounts/authForms';
import { DeclaredInput } from '../../resources/core/DeclaredInput';

/** Changing one's own password: the current one first; every other session of the account ends. */
export function PasswordSettings() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  // A new form after a change, so the typed passwords do not stay on screen.
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{translate('app.profile.password.help')}</Typography>
      <Form
        key={formKey}
        onSubmit={async (values: Record<string, unknown>) => {
          try {
            await dataProvider.changePassword(String(values.currentPassword), String(values.newPassword));
          } catch (error) {
            if (hasFieldErrors(error)) return fieldErrorsOf(error);
            notify((error as Error).message || 'app.profile.password.failed', { type: 'error' });
            return;
          }
          notify('app.profile.password.changed', { type: 'success' });
          setFormKey((key) => key + 1);
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
          <DeclaredInput source="currentPassword" definition={passwordChangeFields.currentPassword} label="app.profile.password.current" />
          <DeclaredInput source="newPassword" definition={passwordChangeFields.newPassword} label="app.profile.password.new" />
          <Button type="submit" variant="contained" sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap', flexShrink: 0 }}>
            {translate('app.profile.password.save')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
