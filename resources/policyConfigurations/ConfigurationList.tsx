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

/**
 * What the sample PDF printed of the sample values: all of them once, or which keys were printed in
 * several places (one of them was taken: the one chosen, or the best labelled) or not at all, so
 * their rows can be checked and corrected.
 */
function sampleReportText(report: NonNullable<PolicyConfiguration['sampleReport']>, translate: TranslateFunction) {
  const { found, missing } = report;
  // Configurations saved before the sample check have no `ambiguous`.
  const ambiguous = (report.ambiguous ?? []).map((entry) => entry.key);
  const bound = found.length + ambiguous.length;
  const total = bound + missing.length;
  if (found.length === total) return translate('resources.policyConfigurations.report.allFound', { total });
  return [
    translate('resources.policyConfigurations.report.found', { found: bound, total }),
    ambiguous.length && translate('resources.policyConfigurations.report.ambiguous', { keys: ambiguous.join(', ') }),
    missing.length && translate('resources.policyConfigurations.report.missing', { keys: missing.join(', ') }),
  ]
    .filter(Boolean)
    .join('; ');
}

function SampleValues() {
  const record = useRecordContext<PolicyConfiguration>();
  const translate = useTranslate();
  const report = record?.sampleReport;
  if (!report) return null;
  const complete = !report.missing.length && !report.ambiguous?.length;
  return (
    <Chip
      size="small"
      color={complete ? 'success' : 'warning'}
      variant="outlined"
      label={sampleReportText(report, translate)}
      // The keys to correct are the point of the label: wrap it rather than cut it short.
      sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  );
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
