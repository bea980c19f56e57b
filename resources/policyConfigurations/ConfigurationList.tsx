import { LocalDateField } from '../core/LocalDateField';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, SearchInput, SimpleList, TopToolbar, type TranslateFunction, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { paths } from '../../src/paths';
import { DeclaredInput } from '../core/DeclaredInput';
import { DownloadPdfButton } from '../core/DownloadPdfButton';
import { shortDate } from '../core/listFormats';
import { PEOPLE_PAGE_SIZES } from '../core/peopleLists';
import { ListLoadError, ListNoMatch } from '../core/ListStates';
import { RecordEditDialog } from '../core/RecordEditDialog';
import { ListPagination, ResponsiveList } from '../core/ResponsiveList';
import { RowDeleteButton, RowIconButton } from '../core/RowActions';
import type { PolicyConfiguration } from './declaration';

const RESOURCE = 'policyConfigurations';

/** Which sample values the sample PDF printed: all, or which keys to correct. */
function sampleReportText({ found, missing }: NonNullable<PolicyConfiguration['sampleReport']>, translate: TranslateFunction) {
  const total = found.length + missing.length;
  return missing.length
    ? translate('resources.policyConfigurations.report.someMissing', { found: found.length, total, missing: missing.join(', ') })
    : translate('resources.policyConfigurations.report.allFound', { total });
}

function SampleValues() {
  const record = useRecordContext<PolicyConfiguration>();
  const translate = useTranslate();
  const report = record?.sampleReport;
  if (!report) return null;
  return <Chip size="small" color={report.missing.length ? 'warning' : 'success'} variant="outlined" label={sampleReportText(report, translate)} />;
}

function SamplePdf() {
  const record = useRecordContext<PolicyConfiguration>();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{record.samplePdfName}</span>
      <DownloadPdfButton
        fetchPdf={() => dataProvider.configurationSamplePdf(record._id)}
        fileName={record.samplePdfName ?? 'sample.pdf'}
        label="resources.policyConfigurations.actions.downloadPdf"
        failed="resources.policyConfigurations.notifications.pdfFailed"
      />
    </Stack>
  );
}

function RowActions() {
  const record = useRecordContext<PolicyConfiguration & { id: string }>();
  const [editing, setEditing] = useState(false);
  if (!record) return null;
  return (
    <Stack direction="row">
      <RowIconButton title="resources.policyConfigurations.actions.edit" subject={record.name} icon={<EditIcon fontSize="small" />} onClick={() => setEditing(true)} />
      <RowDeleteButton resource={RESOURCE} subject={record.name} />
      {editing && (
        <RecordEditDialog resource={RESOURCE} id={record.id} onClose={() => setEditing(false)}>
          <DeclaredInput source="name" fullWidth />
          <DeclaredInput source="fields" />
        </RecordEditDialog>
      )}
    </Stack>
  );
}

function ListActions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to={paths.createConfig} startIcon={<AddIcon />}>
        {translate('resources.policyConfigurations.actions.new')}
      </Button>
    </TopToolbar>
  );
}

/**
 * /panel/configurations: the layouts taught so far, with which sample values each sample printed.
 * Editing the rows learns the layout again from the stored sample.
 */
export function ConfigurationList() {
  const translate = useTranslate();
  return (
    <List
      resource={RESOURCE}
      title="resources.policyConfigurations.page.list"
      filters={[<SearchInput key="search" source="search" alwaysOn placeholder={translate('ra.action.search')} />]}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<ListPagination rowsPerPageOptions={PEOPLE_PAGE_SIZES} />}
      error={<ListLoadError message="resources.policyConfigurations.notifications.loadFailed" />}
      // The table's own empty text keeps the toolbar (and its New configuration button) in view.
      empty={false}
    >
      <ResponsiveList
        phone={
          <SimpleList<PolicyConfiguration & { id: string }>
            rowClick={false}
            primaryText={(record) => record.name}
            secondaryText={(record) => (record.sampleReport ? sampleReportText(record.sampleReport, translate) : '')}
            tertiaryText={<LocalDateField source="createdAt" options={shortDate} />}
            rightIcon={() => <RowActions />}
            empty={<ListNoMatch message="resources.policyConfigurations.notifications.empty" />}
          />
        }
      >
        <DataTable rowClick={false} bulkActionButtons={false} empty={<ListNoMatch message="resources.policyConfigurations.notifications.empty" />}>
          <DataTable.Col source="name" />
          <DataTable.Col source="samplePdfName" disableSort>
            <SamplePdf />
          </DataTable.Col>
          <DataTable.Col label="resources.policyConfigurations.columns.sampleValues" disableSort>
            <SampleValues />
          </DataTable.Col>
          <DataTable.Col source="createdAt" disableSort>
            <LocalDateField source="createdAt" options={shortDate} />
          </DataTable.Col>
          <DataTable.Col label="resources.policyConfigurations.columns.actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
