import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Avatar, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, HttpError, useLogin, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { type Credentials, type Registration, TwoFactorRequired } from '../../authProvider';
import { getToken } from '../../authProvider/session';
import { fieldErrorsOf, hasFieldErrors } from '../../dataProvider/httpClient';
import { loginFields, registrationFields } from '../../resources/accounts/authForms';
import { DeclaredInput } from '../../resources/core/DeclaredInput';
import { paths } from '../paths';
import { PublicLayout } from './PublicLayout';

type Mode = 'login' | 'register';

/** Sign in and registration on one card, switched by a toggle (spec section 2). */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [mode, setMode] = useState<Mode>('login');
  const [needsTwoFactor, setNeedsTwoFactor] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [showForgotHelp, setShowForgotHelp] = useState(false);
  if (getToken()) return <Navigate to={paths.panel} replace />;

  const switchMode = () => {
    setMode(mode === 'login' ? 'register' : 'login');
    setNeedsTwoFactor(false);
    setError(null);
  };

  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    setError(null);
    try {
      const params = mode === 'login' ? (values as unknown as Credentials) : { registration: values as unknown as Registration };
      await login(params, paths.panel);
    } catch (caught) {
      if (caught instanceof TwoFactorRequired) {
        setNeedsTwoFactor(true);
        return;
      }
      if (caught instanceof HttpError) {
        if (hasFieldErrors(caught)) return fieldErrorsOf(caught);
        setError(caught.message || translate(mode === 'login' ? 'app.auth.loginFailed' : 'app.auth.signupFailed'));
        return;
      }
      setError(translate('app.auth.unexpected'));
    } finally {
      setLoading(false);
    }
  };

  const registering = mode === 'register';
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
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('app.auth.twoFactorPrompt')}
              </Alert>
            )}
            <Form key={mode} onSubmit={submit}>
              {registering && (
                <>
                  <DeclaredInput source="firstname" definition={registrationFields.firstname} fullWidth autoFocus />
                  <DeclaredInput source="lastname" definition={registrationFields.lastname} fullWidth />
                  <DeclaredInput
                    source="mobileNumber"
                    definition={registrationFields.mobileNumber}
                    helperText={translate('app.auth.mobileHint')}
                    fullWidth
                  />
                </>
              )}
              <DeclaredInput
                source="email"
                definition={registering ? registrationFields.email : loginFields.email}
                fullWidth
                autoFocus={!registering}
              />
              <DeclaredInput
                source="password"
                definition={registering ? registrationFields.password : loginFields.password}
                fullWidth
              />
              {needsTwoFactor && !registering && (
                <DeclaredInput
                  source="twoFactorToken"
                  definition={{ ...loginFields.twoFactorToken, required: true }}
                  helperText={translate('app.auth.twoFactorHint')}
                  fullWidth
                  autoFocus
                />
              )}
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
            </Form>
            <Stack spacing={1} alignItems="center" sx={{ mt: 2 }}>
              {!registering && (
                <Link component="button" type="button" variant="body2" onClick={() => setShowForgotHelp(true)}>
                  {translate('app.auth.forgotPassword')}
                </Link>
              )}
              {showForgotHelp && !registering && (
                <Typography variant="body2" color="text.secondary" textAlign="center">
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
