import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { PartnerOrAgentInputs } from '../core/PartnerOrAgentInputs';
import { RecordEditDialog } from '../core/RecordEditDialog';
import { RowIconButton } from '../core/RowActions';
import type { Partner } from './declaration';

/** Edit in a dialog; delete after the browser's own confirmation (spec section 2). */
export function PartnerRowActions() {
  const record = useRecordContext<Partner & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [deleteOne, { isPending }] = useDelete();
  const [editing, setEditing] = useState(false);
  if (!record) return null;

  const remove = () => {
    if (isPending || !window.confirm(translate('resources.partners.notifications.confirmDelete', { name: record.name }))) return;
    deleteOne(
      'partners',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('resources.partners.notifications.deleted', { type: 'success' }),
        onError: () => notify('resources.partners.notifications.deleteFailed', { type: 'error' }),
      },
    );
  };

  return (
    <Stack direction="row" spacing={0.5}>
      <RowIconButton title="resources.partners.actions.edit" subject={record.name} icon={<EditIcon fontSize="small" />} onClick={() => setEditing(true)} />
      <RowIconButton title="resources.partners.actions.delete" subject={record.name} icon={<DeleteIcon fontSize="small" />} onClick={remove} />
      {editing && (
        <RecordEditDialog resource="partners" id={record.id} onClose={() => setEditing(false)}>
          <PartnerOrAgentInputs />
        </RecordEditDialog>
      )}
    </Stack>
  );
}
