import { Button, Dialog, DialogTitle } from '@mui/material';
import type { Identifier } from 'react-admin';
import { EditBase, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import { RecordHistory } from '../core/RecordHistory';
import { SubmitButton } from '../core/SubmitButton';
import { CompanyDetailsInputs } from './CompanyDetailsInputs';
import { CompanyLogoInput } from './CompanyLogoInput';
import { hasFieldErrors } from '../../dataProvider/httpClient';
import { companyToast } from './companyToasts';

function EditToolbar({ onCancel }: { onCancel: () => void }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1, justifyContent: 'flex-end', position: 'sticky', bottom: 0, zIndex: 1 }}>
      <Button onClick={onCancel}>{translate('resources.companies.actions.cancel')}</Button>
      <SubmitButton label="resources.companies.actions.saveChanges" busyLabel="resources.companies.actions.saving" />
    </Toolbar>
  );
}

/**
 * The Edit Company modal: the same fields and rules as creation plus the logo. It saves
 * pessimistically so the server's messages land under their fields before the modal closes.
 */
export function CompanyEditDialog({ id, onClose }: { id: Identifier; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="company-edit-title">
      <DialogTitle id="company-edit-title">{translate('resources.companies.page.edit')}</DialogTitle>
      <EditBase
        resource="companies"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify('resources.companies.notifications.updated', companyToast('success'));
            onClose();
          },
          onError: (error: Error) => {
            notify(
              hasFieldErrors(error) ? 'ra.message.invalid_form' : 'resources.companies.notifications.updateFailed',
              companyToast('error'),
            );
          },
        }}
      >
        <SimpleForm mode="onChange" toolbar={<EditToolbar onCancel={onClose} />}>
          <CompanyDetailsInputs />
          <CompanyLogoInput />
        </SimpleForm>
      </EditBase>
      <RecordHistory resource="companies" id={String(id)} />
    </Dialog>
  );
}
