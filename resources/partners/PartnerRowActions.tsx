import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { PartnerOrAgentInputs } from '../core/PartnerOrAgentInputs';
import { PersonRowActions } from '../core/PersonRowActions';
import { RowIconButton } from '../core/RowActions';
import type { Partner } from './declaration';

/** Delete after the browser's own confirmation, as the spec's partner list asks (section 2). */
function DeleteAfterBrowserConfirm() {
  const record = useRecordContext<Partner & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [deleteOne, { isPending }] = useDelete();
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
  return <RowIconButton title="resources.partners.actions.delete" subject={record.name} icon={<DeleteIcon fontSize="small" />} color="error" onClick={remove} />;
}

/** Edit in a dialog with the partner form; delete after a browser confirmation. */
export const PartnerRowActions = () => <PersonRowActions inputs={<PartnerOrAgentInputs />} deleteButton={<DeleteAfterBrowserConfirm />} />;
