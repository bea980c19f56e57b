import EditIcon from '@mui/icons-material/Edit';
import { CircularProgress, Stack } from '@mui/material';
import { Suspense, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { lazyScreen } from '../core/lazyScreen';
import { RowDeleteButton, RowIconButton } from '../core/RowActions';
import type { MotorPolicy } from './declaration';

// The dialog's form (every policy input) downloads when a row is first edited, not with the list.
const PolicyEditDialog = lazyScreen(() => import('./PolicyEditDialog'), 'PolicyEditDialog');

/** Edit and delete for one row of the Policy List. */
export function PolicyRowActions() {
  const record = useRecordContext<MotorPolicy & { id: string }>();
  const [editing, setEditing] = useState(false);
  const translate = useTranslate();
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
      {editing && (
        <Suspense fallback={<CircularProgress size={20} aria-label={translate('ra.page.loading')} />}>
          <PolicyEditDialog id={record.id} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
