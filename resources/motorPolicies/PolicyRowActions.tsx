import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { DeleteWithConfirmButton, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { MotorPolicy } from './declaration';
import { PolicyEditDialog } from './PolicyEditDialog';

/** Edit and delete for one row of the Policy List. */
export function PolicyRowActions() {
  const record = useRecordContext<MotorPolicy & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  if (!record) return null;
  const label = (action: string) => `${translate(`resources.motorPolicies.actions.${action}`)} ${record.policy_number}`;

  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <Tooltip title={translate('resources.motorPolicies.actions.edit')}>
        <IconButton size="small" aria-label={label('edit')} onClick={() => setEditing(true)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteWithConfirmButton
        label=""
        aria-label={label('delete')}
        confirmTitle="resources.motorPolicies.actions.delete"
        confirmContent="resources.motorPolicies.notifications.confirmDelete"
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{
          onSuccess: () => notify('resources.motorPolicies.notifications.deleted', { type: 'success' }),
          onError: () => notify('resources.motorPolicies.notifications.deleteFailed', { type: 'error' }),
        }}
      />
      {editing && <PolicyEditDialog id={record.id} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
