import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

/** Shown in place of every panel screen while an administrator has not yet granted the account a role. */
export function PendingAccess() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  // The role and every access decision react-admin has cached for it are read again.
  const checkAgain = () => queryClient.invalidateQueries({ queryKey: ['auth'] });
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 6 }}>
      <CardContent>
        <Stack spacing={2} alignItems="flex-start">
          <HourglassEmptyIcon color="action" fontSize="large" />
          <Typography variant="h5" component="h1">
            {translate('app.pending.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.pending.body')}</Typography>
          <Button variant="contained" onClick={checkAgain}>
            {translate('app.pending.checkAgain')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
