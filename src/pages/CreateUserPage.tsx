import { Card, Stack } from '@mui/material';
import { useState } from 'react';
import { CreateBase, ResourceContextProvider, SimpleForm, Title, Toolbar, useNotify } from 'react-admin';
import { PartnerOrAgentInputs } from '../../resources/core/PartnerOrAgentInputs';
import { SubmitButton } from '../../resources/core/SubmitButton';
import { EmployeeInputs } from '../../resources/employees/EmployeeInputs';
import { DEFAULT_USER_KIND, type UserKind, UserKindSelect } from './UserKindSelect';

/**
 * /panel/create-user: an employee or an agent, by the kind chosen. Spec section 8: any create
 * failure shows 'User alredy exists' (spelled so); the fields the server refused are marked too.
 * On success the form is cleared for the next person.
 */
export function CreateUserPage() {
  const notify = useNotify();
  const [kind, setKind] = useState<UserKind>(DEFAULT_USER_KIND);
  const [created, setCreated] = useState(0);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.people.createTitle" />
      <UserKindSelect value={kind} onChange={setKind} />
      <ResourceContextProvider value={kind}>
        <CreateBase
          key={`${kind}-${created}`}
          resource={kind}
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify(`resources.${kind}.notifications.created`, { type: 'success' });
              setCreated((count) => count + 1);
            },
            onError: () => notify('app.people.alreadyExists', { type: 'error' }),
          }}
        >
          <Card>
            <SimpleForm
              mode="onChange"
              defaultValues={kind === 'agents' ? { active: true } : {}}
              toolbar={
                <Toolbar>
                  <SubmitButton label={`resources.${kind}.actions.create`} busyLabel={`resources.${kind}.actions.creating`} />
                </Toolbar>
              }
            >
              {kind === 'employees' ? <EmployeeInputs /> : <PartnerOrAgentInputs />}
            </SimpleForm>
          </Card>
        </CreateBase>
      </ResourceContextProvider>
    </Stack>
  );
}
