import { Alert } from '@mui/material';
import { useState } from 'react';
import { Create, SimpleForm, Toolbar, useNotify, useRedirect, useTranslate } from 'react-admin';
import { hasFieldErrors } from '../../dataProvider/httpClient';
import { paths } from '../../src/paths';
import { PartnerOrAgentInputs } from '../core/PartnerOrAgentInputs';
import { SubmitButton } from '../core/SubmitButton';
import { sayFailure } from '../../src/i18n/fieldMessages';

const CreateToolbar = () => (
  <Toolbar>
    <SubmitButton label="resources.partners.actions.create" busyLabel="resources.partners.actions.creating" />
  </Toolbar>
);

/**
 * /panel/create-partner. Spec section 8: field errors give 'Please check the form for errors.' and
 * a message under each field; another refusal shows the server's message, or 'Failed to create
 * partner.'; no answer at all (offline) 'Error creating partner.'. On success, to the partner list.
 */
export function PartnerCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Create
      resource="partners"
      title="resources.partners.page.create"
      redirect={false}
      mutationOptions={{
        onMutate: () => setFailure(null),
        onSuccess: () => {
          notify('resources.partners.notifications.created', { type: 'success' });
          redirect(paths.viewPartners);
        },
        onError: (error: Error & { status?: number }) => {
          if (hasFieldErrors(error)) {
            notify('resources.partners.notifications.checkForm', { type: 'error' });
            return;
          }
          const message = error.status ? sayFailure(translate, error, 'resources.partners.notifications.createFailed') : translate('resources.partners.notifications.createError');
          setFailure(message);
          notify(message, { type: 'error' });
        },
      }}
    >
      {failure && (
        <Alert severity="error" sx={{ m: 2, mb: 0 }}>
          {failure}
        </Alert>
      )}
      <SimpleForm mode="onChange" toolbar={<CreateToolbar />} defaultValues={{ active: true }}>
        <PartnerOrAgentInputs />
      </SimpleForm>
    </Create>
  );
}
