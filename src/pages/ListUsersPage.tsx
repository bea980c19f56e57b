import { Stack } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { AgentList } from '../../resources/agents/AgentList';
import { EmployeeList } from '../../resources/employees/EmployeeList';
import { DEFAULT_USER_KIND, type UserKind, UserKindSelect } from './UserKindSelect';

/** /panel/list-users: the employees or the agents, by the kind chosen. */
export function ListUsersPage() {
  const [kind, setKind] = useState<UserKind>(DEFAULT_USER_KIND);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.people.listTitle" />
      <UserKindSelect value={kind} onChange={setKind} />
      {kind === 'employees' ? <EmployeeList /> : <AgentList />}
    </Stack>
  );
}
