import { useState } from 'react';
import { Create, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasFieldErrors } from '../../dataProvider/httpClient';
import { SubmitButton } from '../core/SubmitButton';
import { PolicyInputs } from './PolicyInputs';

function CreateToolbar() {
  return (
    <Toolbar>
      <SubmitButton label="resources.motorPolicies.actions.create" busyLabel="resources.motorPolicies.actions.creating" />
    </Toolbar>
  );
}

/**
 * /panel/createPolicy (Add Policy). After a successful create the screen stays, with a cleared
 * form ready for the next policy (spec section 8). Opened by Renew (Renewals due), it starts from
 * the renewal in the address's state (renewal.ts), which the cleared form then leaves behind.
 */
export function PolicyCreate() {
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  // A new key mounts a fresh, empty form (the address changes key when the renewal is left behind).
  const [formKey, setFormKey] = useState(0);
  return (
    <Create
      resource="motorPolicies"
      title="resources.motorPolicies.page.create"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.motorPolicies.notifications.created', { type: 'success' });
          if (location.state) navigate(location.pathname, { replace: true, state: null });
          setFormKey((key) => key + 1);
        },
        onError: (error: Error) => {
          if (hasFieldErrors(error)) notify('ra.message.invalid_form', { type: 'error' });
          else if (error.message) {
            notify('resources.motorPolicies.notifications.createError', { type: 'error', messageArgs: { message: translate(error.message, { _: error.message }) } });
          } else notify('resources.motorPolicies.notifications.createFailed', { type: 'error' });
        },
      }}
    >
      <SimpleForm key={`${formKey}-${location.key}`} mode="onBlur" reValidateMode="onChange" toolbar={<CreateToolbar />}>
        <PolicyInputs />
      </SimpleForm>
    </Create>
  );
}
