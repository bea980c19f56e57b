import EditIcon from '@mui/icons-material/Edit';
import { Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import { RecordEditDialog } from './RecordEditDialog';
import { RowDeleteButton, RowIconButton } from './RowActions';

/**
 * Edit (a dialog with `inputs`) and delete for a row of people: by default delete asks in the
 * 'Confirm Delete' dialog (List Users); the partner list passes its own delete button.
 */
export function PersonRowActions({ inputs, deleteButton }: { inputs: ReactNode; deleteButton?: ReactNode }) {
  const record = useRecordContext<{ id: string; name?: string }>();
  const resource = useResourceContext() ?? '';
  const [editing, setEditing] = useState(false);
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <RowIconButton title={`resources.${resource}.actions.edit`} subject={record.name} icon={<EditIcon fontSize="small" />} onClick={() => setEditing(true)} />
      {deleteButton ?? <RowDeleteButton resource={resource} subject={record.name} confirmTitle="app.people.confirmDeleteTitle" />}
      {editing && (
        <RecordEditDialog resource={resource} id={record.id} onClose={() => setEditing(false)}>
          {inputs}
        </RecordEditDialog>
      )}
    </Stack>
  );
}
