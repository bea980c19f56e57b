import { LocalDateField } from '../core/LocalDateField';
import { DataTable, SimpleList, TextInput } from 'react-admin';
import { PartnerOrAgentInputs } from '../core/PartnerOrAgentInputs';
import { NoPeopleMatch, PeopleList } from '../core/PeopleList';
import { shortDate } from '../core/listFormats';
import { PersonRowActions } from '../core/PersonRowActions';
import { ResponsiveList } from '../core/ResponsiveList';
import type { Agent } from './declaration';
import { BulkChangeButton } from '../core/bulk/BulkChangeButton';

const agentFilters = [<TextInput key="city" source="city" />, <TextInput key="state" source="state" />];

/** The agents of List Users; Mapped is the day the RM was assigned. */
export function AgentList() {
  return (
    <PeopleList resource="agents" filters={agentFilters}>
      <ResponsiveList
        phone={
          <SimpleList<Agent & { id: string }>
            rowClick={false}
            primaryText={(record) => [record.name, record.code].filter(Boolean).join(' · ')}
            secondaryText={(record) => [record.email, record.phone].filter(Boolean).join(' · ')}
            rightIcon={() => <PersonRowActions inputs={<PartnerOrAgentInputs />} />}
            empty={<NoPeopleMatch resource="agents" />}
          />
        }
      >
        <DataTable rowClick={false} bulkActionButtons={<BulkChangeButton />} empty={<NoPeopleMatch resource="agents" />}>
          <DataTable.Col source="createdAt" label="resources.agents.columns.createdOn">
            <LocalDateField source="createdAt" options={shortDate} />
          </DataTable.Col>
          <DataTable.Col source="name" />
          <DataTable.Col source="code" label="resources.agents.columns.code" />
          <DataTable.Col source="email" />
          <DataTable.Col source="phone" label="resources.agents.columns.phone" />
          <DataTable.Col source="rm" />
          <DataTable.Col source="assignDate" label="resources.agents.columns.mapped">
            <LocalDateField source="assignDate" options={shortDate} />
          </DataTable.Col>
          <DataTable.Col label="resources.agents.columns.actions" disableSort>
            <PersonRowActions inputs={<PartnerOrAgentInputs />} />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </PeopleList>
  );
}
