import { type Theme, useMediaQuery } from '@mui/material';
import { CreateButton, TopToolbar } from 'react-admin';

/**
 * A list's Create button: in the list's top toolbar on laptops; under 900 px, where react-admin's
 * `<CreateButton>` floats at the bottom right of the screen, on its own, because a toolbar holding
 * only a floating button leaves a blank band above the list's search.
 */
export function ListCreateAction({ to }: { to: string }) {
  const floating = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return floating ? <CreateButton to={to} /> : (
    <TopToolbar>
      <CreateButton to={to} />
    </TopToolbar>
  );
}
