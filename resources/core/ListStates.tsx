import { Alert, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { codeOfMessage } from './fieldMessageTemplates';

/** Whether the server stopped the list at its time budget: its message says what to do (narrow the list). */
const isTooSlow = (message: string) => codeOfMessage(message)?.code === 'listTooSlow';

/**
 * What a list shows when loading fails: the spec's message, or first the server's own message where
 * the spec says so (employees and agents, companies) or where it says what to do (a list too slow to read).
 */
export function ListLoadError({ message, serverMessageFirst = false }: { message: string; serverMessageFirst?: boolean }) {
  const { error } = useListContext();
  const translate = useTranslate();
  const serverMessage = error?.message && (serverMessageFirst || isTooSlow(error.message)) ? error.message : undefined;
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {translate(serverMessage ?? message)}
    </Alert>
  );
}

/** What a list shows while it has no records at all: the spec's message and the way to add the first. */
export function ListEmpty({ message, action }: { message: string; action: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 6 }}>
      <Typography gutterBottom>{translate(message)}</Typography>
      {action}
    </Box>
  );
}

/** What a list's table shows when a search or filter matches nothing. */
export function ListNoMatch({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(message)}
    </Typography>
  );
}

/** 'Loading...' in place of the table until the first page arrives (spec: people lists). */
export function LoadingText({ children }: { children: React.ReactNode }) {
  const { isPending } = useListContext();
  const translate = useTranslate();
  if (isPending) {
    return (
      <Typography role="status" sx={{ p: 3 }}>
        {translate('app.loading')}
      </Typography>
    );
  }
  return <>{children}</>;
}
