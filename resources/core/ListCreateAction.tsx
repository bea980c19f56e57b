import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, TopToolbar } from 'react-admin';

/**
 * A list's Create button: in the list's top toolbar on laptops; under 900 px, where react-admin's
 * `<CreateButton>` floats at the bottom right of the screen, on its own, because a toolbar holding
 * only a floating button leaves a blank band above the list's search. `children` are the list's
 * other actions, before it.
 */
export function ListCreateAction({ to, children }: { to: string; children?: ReactNode }) {
  const floating = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (floating) {
    return (
      <>
        {children && <TopToolbar>{children}</TopToolbar>}
        <CreateButton to={to} />
      </>
    );
  }
  return (
    <TopToolbar sx={{ alignItems: 'flex-start' }}>
      {children}
      <CreateButton to={to} />
    </TopToolbar>
  );
}
