import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { paths } from '../paths';

/** Any address that is not a screen (spec route table: public 404 with Return Home). */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} alignItems="center" justifyContent="center" sx={{ minHeight: '60vh', textAlign: 'center', p: 3 }}>
      <Typography variant="h4" component="h1">{translate('app.notFound.title')}</Typography>
      <Typography color="text.secondary">{translate('app.notFound.body')}</Typography>
      <Button component={Link} to={paths.landing} variant="contained">{translate('app.notFound.home')}</Button>
    </Stack>
  );
}
