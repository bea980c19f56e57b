import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  FormHelperText,
  InputLabel,
  Link,
  OutlinedInput,
  Stack,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { HttpError } from 'react-admin';
import { authProvider, type Credentials, type Registration, TwoFactorRequired } from '../../authProvider';
import { fieldErrorsOf, hasFieldErrors } from '../../dataProvider/httpClient';
import type { FieldErrors } from '../../resources/core/fieldMessages';
import { type AuthFormField, authFormFields } from './authFormFields';
import { goTo, paths } from '../paths';
import { PublicLayout } from './PublicLayout';
import { usePublicTranslate } from './PublicProviders';

type Mode = 'login' | 'register';

/**
 * Sign in and registration on one card, switched by a toggle (spec section 2). A public page: it
 * signs in through the same authProvider as the panel but without loading react-admin.
 */
export function LoginPage() {
  const translate = usePublicTranslate();
  const [mode, setMode] = useState<Mode>('login');
  const [needsTwoFactor, setNeedsTwoFactor] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [showForgotHelp, setShowForgotHelp] = useState(false);

  const registering = mode === 'register';
  const fields = authFormFields(mode, needsTwoFactor);

  const switchMode = () => {
    setMode(registering ? 'login' : 'register');
    setNeedsTwoFactor(false);
    setValues({});
    setFieldErrors({});
    setError(null);
  };

  const change = (field: AuthFormField, typed: string) => {
    // Number inputs keep only the digits, up to the field's count, as the panel's digit inputs do,
    // normalised first as the field declares ("+91 98765-43210" is 9876543210, not 9198765432).
    const digits = typed.replace(/\D/g, '');
    const value = field.type === 'tel' ? (field.normalise?.(digits) ?? digits).slice(0, field.maxLength) : typed;
    setValues((current) => ({ ...current, [field.name]: value }));
    if (fieldErrors[field.name]) setFieldErrors(({ [field.name]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    setError(null);
    try {
      const entered = Object.fromEntries(fields.map((field) => [field.name, values[field.name]?.trim() ?? '']));
      await authProvider.login(registering ? { registration: entered as unknown as Registration } : (entered as unknown as Credentials));
      goTo(paths.panel);
    } catch (caught) {
      if (caught instanceof TwoFactorRequired) {
        setNeedsTwoFactor(true);
      } else if (hasFieldErrors(caught)) {
        const errors = fieldErrorsOf(caught);
        setFieldErrors(errors);
        setError(translate('app.auth.invalidForm'));
        // Take keyboard and screen-reader users to the first field to fix.
        document.getElementById(`auth-${fields.find((field) => errors[field.name])?.name}`)?.focus();
      } else if (caught instanceof HttpError) {
        setError(caught.message ? translate(caught.message, { _: caught.message }) : translate(registering ? 'app.auth.signupFailed' : 'app.auth.loginFailed'));
      } else {
        setError(translate('app.auth.unexpected'));
      }
    } finally {
      setLoading(false);
    }
  };

  return (
    <PublicLayout>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6, px: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 440 }}>
          <CardContent>
            <Stack alignItems="center" spacing={1} sx={{ mb: 2 }}>
              <Avatar sx={{ bgcolor: 'secondary.main' }}>
                <LockOutlinedIcon />
              </Avatar>
              <Typography variant="h5" component="h1">
                {translate(registering ? 'app.auth.createAccount' : 'app.auth.welcomeBack')}
              </Typography>
            </Stack>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            {needsTwoFactor && (
              <Alert severity="info" sx={{ mb: 2 }} role="status">
                {translate('app.auth.twoFactorPrompt')}
              </Alert>
            )}
            <form key={mode} onSubmit={submit} noValidate>
              {fields.map((field, index) => {
                const fieldError = fieldErrors[field.name];
                const id = `auth-${field.name}`;
                return (
                  // FormControl and OutlinedInput rather than TextField, which would bring the select
                  // and menu components into these pages' download.
                  <FormControl key={field.name} error={Boolean(fieldError)} required={field.required} fullWidth margin="dense">
                    <InputLabel htmlFor={id}>{translate(`app.auth.fields.${field.name}`)}</InputLabel>
                    <OutlinedInput
                      id={id}
                      name={field.name}
                      label={translate(`app.auth.fields.${field.name}`)}
                      type={field.type}
                      autoComplete={field.autoComplete}
                      autoFocus={index === 0 || field.name === 'twoFactorToken'}
                      value={values[field.name] ?? ''}
                      onChange={(event) => change(field, event.target.value)}
                      aria-describedby={`${id}-helper`}
                      inputProps={field.type === 'tel' ? { inputMode: 'numeric' } : { maxLength: field.maxLength }}
                    />
                    <FormHelperText id={`${id}-helper`}>{fieldError ? translate(fieldError, { _: fieldError }) : field.helperKey ? translate(field.helperKey) : ' '}</FormHelperText>
                  </FormControl>
                );
              })}
              <Button
                type="submit"
                variant="contained"
                fullWidth
                disabled={loading}
                sx={{ mt: 1 }}
                startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {translate(registering ? 'app.auth.signUp' : 'app.auth.signIn')}
              </Button>
            </form>
            <Stack spacing={1} alignItems="center" sx={{ mt: 2 }}>
              {!registering && (
                <Link component="button" type="button" variant="body2" onClick={() => setShowForgotHelp(true)}>
                  {translate('app.auth.forgotPassword')}
                </Link>
              )}
              {showForgotHelp && !registering && (
                <Typography variant="body2" color="text.secondary" textAlign="center" role="status">
                  {translate('app.auth.forgotPasswordHelp')}
                </Typography>
              )}
              <Link component="button" type="button" variant="body2" onClick={switchMode}>
                {translate(registering ? 'app.auth.toLogin' : 'app.auth.toSignup')}
              </Link>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </PublicLayout>
  );
}
