/**
 * The user-kind selector of Create User and List Users, built from GET /role (plural role names:
 * employees, agents), employees first by default.
 */
import { Alert, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { sayFailure } from '../i18n/fieldMessages';

/** The kinds this panel has screens for, by role name. */
export const USER_KINDS = ['employees', 'agents'] as const;
export type UserKind = (typeof USER_KINDS)[number];
export const DEFAULT_USER_KIND: UserKind = 'employees';

const isUserKind = (name: string): name is UserKind => (USER_KINDS as readonly string[]).includes(name);

export function UserKindSelect({ value, onChange }: { value: UserKind; onChange: (kind: UserKind) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: roles, error } = useQuery({ queryKey: ['roles'], queryFn: () => dataProvider.getRoles() });
  if (error) return <Alert severity="error">{sayFailure(translate, error, 'app.people.rolesFailed')}</Alert>;
  const kinds = (roles ?? []).map((role) => role.roleName).filter(isUserKind);
  // Employees first: the default kind leads, whatever order the server lists them in.
  kinds.sort((a, b) => USER_KINDS.indexOf(a) - USER_KINDS.indexOf(b));
  return (
    <TextField
      select
      label={translate('app.people.kind')}
      value={kinds.includes(value) ? value : ''}
      onChange={(event) => onChange(event.target.value as UserKind)}
      sx={{ minWidth: 220, alignSelf: 'flex-start' }}
      size="small"
    >
      {kinds.map((kind) => (
        <MenuItem key={kind} value={kind}>
          {translate(`resources.${kind}.name`, { smart_count: 2 })}
        </MenuItem>
      ))}
    </TextField>
  );
}
