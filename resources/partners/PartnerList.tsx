import { LocalDateField } from '../core/LocalDateField';
import { DataTable, FilterButton, List, SelectInput, SimpleList, TextInput, useTranslate } from 'react-admin';
import { paths } from '../../src/paths';
import { choicesOf, shortDate } from '../core/listFormats';
import { activeChoices, PEOPLE_PAGE_SIZES } from '../core/peopleLists';
import { DownloadCsvButton } from '../core/DownloadCsvButton';
import { ImportButton } from '../core/import/ImportButton';
import { ListCreateAction } from '../core/ListCreateAction';
import { ListLoadError, ListNoMatch, LoadingText } from '../core/ListStates';
import { ListPagination, ResponsiveList } from '../core/ResponsiveList';
import { type Partner, partnerDeclaration } from './declaration';
import { PartnerRowActions } from './PartnerRowActions';
import { PartnerSummary } from './PartnerSummary';
import { listSearch } from '../core/ListSearch';
import { BulkChangeButton } from '../core/bulk/BulkChangeButton';

/**
 * /panel/view-partner: the summary card, then partners paged, sorted and searched on the server
 * (5/10/25/50/100 a page, 10 by default). The seed's Filter label did nothing; here it filters.
 */
export function PartnerList() {
  const translate = useTranslate();
  const filters = [
    listSearch(translate('resources.partners.search')),
    <SelectInput key="partnerType" source="partnerType" choices={choicesOf(partnerDeclaration, 'partnerType')} alwaysOn />,
    <SelectInput key="active" source="active" choices={activeChoices(translate)} alwaysOn />,
    <TextInput key="city" source="city" />,
    <TextInput key="state" source="state" />,
  ];
  return (
    <List
      resource="partners"
      title="resources.partners.page.list"
      filters={filters}
      actions={
        <ListCreateAction to={paths.createPartner}>
          {/* More filters, and react-admin's saved queries of the search and filters (saved views). */}
          <FilterButton />
          <DownloadCsvButton />
          <ImportButton />
        </ListCreateAction>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<ListPagination rowsPerPageOptions={PEOPLE_PAGE_SIZES} />}
      error={<ListLoadError message="resources.partners.notifications.loadFailed" />}
      empty={false}
    >
      <PartnerSummary />
      <LoadingText>
        <ResponsiveList
          phone={
            <SimpleList<Partner & { id: string }>
              rowClick={false}
              primaryText={(record) => [record.name, record.code].filter(Boolean).join(' · ')}
              secondaryText={(record) => [record.email, record.phone].filter(Boolean).join(' · ')}
              tertiaryText={(record) => record.partnerType}
              rightIcon={() => <PartnerRowActions />}
              empty={<ListNoMatch message="resources.partners.notifications.empty" />}
            />
          }
        >
          <DataTable rowClick={false} bulkActionButtons={<BulkChangeButton />} empty={<ListNoMatch message="resources.partners.notifications.empty" />}>
            <DataTable.Col source="createdAt" label="resources.partners.columns.createdOn">
              <LocalDateField source="createdAt" options={shortDate} />
            </DataTable.Col>
            <DataTable.Col source="name" label="resources.partners.columns.name" />
            <DataTable.Col source="code" label="resources.partners.columns.code" />
            <DataTable.Col source="email" />
            <DataTable.Col source="phone" label="resources.partners.columns.phone" />
            <DataTable.Col source="rm" label="resources.partners.columns.rm" />
            <DataTable.Col source="assignDate" label="resources.partners.columns.assignDate">
              <LocalDateField source="assignDate" options={shortDate} />
            </DataTable.Col>
            <DataTable.Col label="resources.partners.columns.actions" disableSort>
              <PartnerRowActions />
            </DataTable.Col>
          </DataTable>
        </ResponsiveList>
      </LoadingText>
    </List>
  );
}
