/**
 * An edit modal for one record with the resource's texts: `page.edit`, `actions.cancel`,
 * `actions.update`/`updating`, `notifications.updated`, `updateFailed` (toast) and `updateError`
 * (shown in the dialog when the server gave no message). Field errors land under their inputs.
 */
import { Alert, Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { EditBase, type Identifier, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import { hasFieldErrors } from '../../dataProvider/httpClient';
import { RecordHistory } from './RecordHistory';
import { SubmitButton } from './SubmitButton';
import { sayFailure } from '../../src/i18n/fieldMessages';

function EditToolbar({ resource, onCancel }: { resource: string; onCancel: () => void }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1, justifyContent: 'flex-end', position: 'sticky', bottom: 0, zIndex: 1 }}>
      <Button onClick={onCancel}>{translate(`resources.${resource}.actions.cancel`)}</Button>
      <SubmitButton label={`resources.${resource}.actions.update`} busyLabel={`resources.${resource}.actions.updating`} />
    </Toolbar>
  );
}

export function RecordEditDialog({
  resource,
  id,
  onClose,
  children,
}: {
  resource: string;
  id: Identifier;
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = `${resource}-edit-title`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`resources.${resource}.page.edit`)}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {failure && (
          <Alert severity="error" sx={{ m: 2, mb: 0 }}>
            {failure}
          </Alert>
        )}
        <EditBase
          resource={resource}
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={{
            onMutate: () => setFailure(null),
            onSuccess: () => {
              notify(`resources.${resource}.notifications.updated`, { type: 'success' });
              onClose();
            },
            onError: (error: Error) => {
              notify(hasFieldErrors(error) ? 'ra.message.invalid_form' : `resources.${resource}.notifications.updateFailed`, {
                type: 'error',
              });
              if (!hasFieldErrors(error)) setFailure(sayFailure(translate, error, `resources.${resource}.notifications.updateError`));
            },
          }}
        >
          <SimpleForm mode="onChange" toolbar={<EditToolbar resource={resource} onCancel={onClose} />}>
            {children}
          </SimpleForm>
        </EditBase>
        <RecordHistory resource={resource} id={String(id)} />
      </DialogContent>
    </Dialog>
  );
}
