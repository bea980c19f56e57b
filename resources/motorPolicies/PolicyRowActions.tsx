import EditIcon from '@mui/icons-material/Edit';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { RowDeleteButton, RowIconButton } from '../core/RowActions';
import type { MotorPolicy } from './declaration';
import { PolicyEditDialog } from './PolicyEditDialog';

/** Edit and delete for one row of the Policy List. */
export function PolicyRowActions() {
  const record = useRecordContext<MotorPolicy & { id: string }>();
  const [editing, setEditing] = useState(false);
  if (!record) return null;

  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <RowIconButton
        title="resources.motorPolicies.actions.edit"
        subject={record.policy_number}
        icon={<EditIcon fontSize="small" />}
        onClick={() => setEditing(true)}
      />
      <RowDeleteButton resource="motorPolicies" subject={record.policy_number} />
      {editing && <PolicyEditDialog id={record.id} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
