import { Alert, Box, Button, Card, CardContent, CircularProgress, FormControl, FormHelperText, InputLabel, Link, OutlinedInput, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { HttpError } from 'react-admin';
import { fieldErrorsOf, postJson } from '../../dataProvider/httpClient';
import { paths } from '../paths';
import { PublicLayout } from './PublicLayout';
import { usePublicTranslate } from './PublicProviders';

/** The link's secret, from its fragment (never sent to a server), then taken off the address bar and history. */
function tokenOfLink() {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (token) window.history.replaceState(null, '', window.location.pathname);
  return token;
}

/**
 * Where an administrator's one-time reset link leads (POST /users/:id/password-reset): the person
 * chooses a new password, every session of the account ends, and they sign in with it.
 */
export function ResetPasswordPage() {
  const translate = usePublicTranslate();
  const [token] = useState(tokenOfLink);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(token ? null : translate('app.reset.missingLink'));
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setFieldError(null);
    try {
      await postJson('/auth/reset-password', { token, password });
      setDone(true);
    } catch (caught) {
      const errors = fieldErrorsOf(caught);
      if (errors.password) setFieldError(translate(errors.password, { _: errors.password }));
      else if (caught instanceof HttpError && caught.status === 400) setError(translate('app.reset.invalidLink'));
      else setError(caught instanceof HttpError && caught.message ? translate(caught.message, { _: caught.message }) : translate('app.auth.unexpected'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PublicLayout>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6, px: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 440 }}>
          <CardContent>
            <Typography variant="h5" component="h1" gutterBottom>
              {translate('app.reset.title')}
            </Typography>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            {done ? (
              <Stack spacing={2}>
                <Alert severity="success" role="status">
                  {translate('app.reset.done')}
                </Alert>
                <Link href={paths.login}>{translate('app.reset.toLogin')}</Link>
              </Stack>
            ) : (
              <form onSubmit={submit} noValidate>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {translate('app.reset.intro')}
                </Typography>
                <FormControl error={Boolean(fieldError)} required fullWidth margin="dense">
                  <InputLabel htmlFor="reset-password">{translate('app.reset.newPassword')}</InputLabel>
                  <OutlinedInput
                    id="reset-password"
                    type="password"
                    autoComplete="new-password"
                    autoFocus
                    label={translate('app.reset.newPassword')}
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    aria-describedby="reset-password-helper"
                    inputProps={{ maxLength: 128 }}
                  />
                  <FormHelperText id="reset-password-helper">{fieldError ?? ' '}</FormHelperText>
                </FormControl>
                <Button
                  type="submit"
                  variant="contained"
                  fullWidth
                  disabled={saving || !token}
                  sx={{ mt: 1 }}
                  startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
                >
                  {translate('app.reset.save')}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </Box>
    </PublicLayout>
  );
}
