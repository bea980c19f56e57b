import { Alert, Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { EditBase, type Identifier, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import { hasFieldErrors } from '../../dataProvider/httpClient';
import { SubmitButton } from '../core/SubmitButton';
import { RecordHistory } from '../core/RecordHistory';
import { PolicyInputs } from './PolicyInputs';

function EditToolbar({ onCancel }: { onCancel: () => void }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1, justifyContent: 'flex-end', position: 'sticky', bottom: 0, zIndex: 1 }}>
      <Button onClick={onCancel}>{translate('resources.motorPolicies.actions.cancel')}</Button>
      <SubmitButton label="resources.motorPolicies.actions.update" busyLabel="resources.motorPolicies.actions.updating" />
    </Toolbar>
  );
}

/**
 * The 'Update Policy' modal: every policy field, dates as plain text. Empty amounts are sent as
 * null (spec section 5), which clears them. Saves pessimistically so server field errors land
 * under their inputs before the modal closes.
 */
export function PolicyEditDialog({ id, onClose }: { id: Identifier; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  // The spec's failure text, or the server's own when someone else saved the policy meanwhile (409).
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="policy-edit-title">
      <DialogTitle id="policy-edit-title">{translate('resources.motorPolicies.page.edit')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {failure && (
          <Alert severity="error" sx={{ m: 2, mb: 0 }}>
            {failure}
          </Alert>
        )}
        <EditBase
          resource="motorPolicies"
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={{
            onMutate: () => setFailure(null),
            onSuccess: () => {
              notify('resources.motorPolicies.notifications.updated', { type: 'success' });
              onClose();
            },
            onError: (error: Error & { status?: number }) => {
              // Field errors (a policy number already taken answers 409 too) are shown under their inputs.
              if (hasFieldErrors(error)) return notify('ra.message.invalid_form', { type: 'error' });
              setFailure(error.status === 409 && error.message ? translate(error.message, { _: error.message }) : translate('resources.motorPolicies.notifications.updateFailed'));
              notify('resources.motorPolicies.notifications.updateFailedNotice', { type: 'error' });
            },
          }}
        >
          <SimpleForm mode="onBlur" reValidateMode="onChange" toolbar={<EditToolbar onCancel={onClose} />}>
            <PolicyInputs plainDates />
          </SimpleForm>
        </EditBase>
        <RecordHistory resource="motorPolicies" id={String(id)} />
      </DialogContent>
    </Dialog>
  );
}
