import { Stack } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AgentList } from '../../resources/agents/AgentList';
import { EmployeeList } from '../../resources/employees/EmployeeList';
import { DEFAULT_USER_KIND, type UserKind, UserKindSelect } from './UserKindSelect';

/** /panel/list-users: the employees or the agents, by the kind chosen. */
export function ListUsersPage() {
  const [kind, setKind] = useState<UserKind>(DEFAULT_USER_KIND);
  const navigate = useNavigate();
  // Each kind's list keeps its search and filters in the address: the other kind's are dropped, and its own come back from the store.
  // The address and the kind change in one render (the router's changes are not transitions), so the new list never sees the old query.
  const choose = (next: UserKind) => {
    navigate({ search: '' }, { replace: true });
    setKind(next);
  };
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.people.listTitle" />
      <UserKindSelect value={kind} onChange={choose} />
      {kind === 'employees' ? <EmployeeList /> : <AgentList />}
    </Stack>
  );
}
