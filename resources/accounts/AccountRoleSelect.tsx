import { MenuItem, TextField } from '@mui/material';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { ACCOUNT_ROLES } from '../../authProvider/roles';
import { fieldErrorsOf } from '../../dataProvider/httpClient';
import type { Account } from './declaration';

/** Grants or withdraws an account's access in place, saving at once. */
export function AccountRoleSelect() {
  const record = useRecordContext<Account & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;

  const change = (role: string) =>
    update(
      'accounts',
      { id: record.id, data: { role: role || null }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('resources.accounts.notifications.updated', { type: 'success' }),
        onError: (error: unknown) =>
          notify(fieldErrorsOf(error).role || (error as Error).message || 'resources.accounts.notifications.updateFailed', {
            type: 'error',
          }),
      },
    );

  return (
    <TextField
      select
      size="small"
      // No visible label (the column says what it is), so no room kept above the value for one.
      hiddenLabel
      value={record.role ?? ''}
      disabled={isPending}
      onChange={(event) => change(event.target.value)}
      slotProps={{
        select: {
          displayEmpty: true,
          // The visible combobox is what assistive technology focuses, so it carries the name.
          SelectDisplayProps: { 'aria-label': `${translate('resources.accounts.fields.role')} ${record.email}` } as object,
        },
      }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{translate('resources.accounts.roles.none')}</MenuItem>
      {ACCOUNT_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {translate(`resources.accounts.roles.${role}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
