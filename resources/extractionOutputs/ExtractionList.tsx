import { LocalDateField } from '../core/LocalDateField';
import EditIcon from '@mui/icons-material/Edit';
import TuneIcon from '@mui/icons-material/Tune';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  DataTable,
  List,
  SelectInput,
  SimpleList,
  TopToolbar,
  type TranslateFunction,
  useDataProvider,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { choicesOf, POLICY_PAGE_SIZES, shortDateTime } from '../core/listFormats';
import { DownloadPdfButton } from '../core/DownloadPdfButton';
import { paths } from '../../src/paths';
import { ListEmpty, ListLoadError, ListNoMatch } from '../core/ListStates';
import { ListPagination, ResponsiveList } from '../core/ResponsiveList';
import { type ExtractionOutput, extractionOutputDeclaration } from './declaration';
import { CreatePoliciesButton } from './CreatePoliciesButton';
import { ReviewDialog } from './ReviewDialog';
import { listSearch } from '../core/ListSearch';

/** How often the list looks again while a document is waiting or being read. */
const REFRESH_MS = 2000;

const isPending = (output: ExtractionOutput) => output.status === 'queued' || output.status === 'processing';

/** Refetches the page while any of its documents is still in the queue, so statuses move on their own. */
function RefreshWhilePending() {
  const { data, refetch } = useListContext<ExtractionOutput & { id: string }>();
  const pending = (data ?? []).some(isPending);
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => refetch(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, refetch]);
  return null;
}

const STATUS_COLOURS = { queued: 'default', processing: 'info', Success: 'success', failed: 'error', converted: 'primary' } as const;

/**
 * The status as one line of text (the phone list): 'Success · Needs review', 'failed · <remark>',
 * and the layout the document was read with.
 */
function statusText(record: ExtractionOutput, translate: TranslateFunction) {
  const parts = [translate(`resources.extractionOutputs.choices.status.${record.status}`)];
  if (record.status === 'Success' && record.needsReview) parts.push(translate('resources.extractionOutputs.needsReview'));
  if (record.status === 'failed' && record.remark) parts.push(record.remark);
  if (record.configurationName) parts.push(record.configurationName);
  return parts.join(' · ');
}

function Status() {
  const record = useRecordContext<ExtractionOutput>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" color={STATUS_COLOURS[record.status]} label={translate(`resources.extractionOutputs.choices.status.${record.status}`)} />
      {record.status === 'Success' && record.needsReview && (
        <Chip size="small" variant="outlined" color="warning" label={translate('resources.extractionOutputs.needsReview')} />
      )}
      {record.status === 'failed' && record.remark && (
        <Typography variant="caption" color="error">
          {record.remark}
        </Typography>
      )}
    </Stack>
  );
}

/** The configurations and learned layouts the document matched, by name (none: read by the labels alone). */
function MatchedLayout() {
  const record = useRecordContext<ExtractionOutput>();
  if (!record?.configurationName) return null;
  return <Chip size="small" variant="outlined" icon={<TuneIcon />} label={record.configurationName} sx={{ maxWidth: 220 }} title={record.configurationName} />;
}

/** Spec: '-' for failed or queued documents (and those still being read). */
function ProcessedAt() {
  const record = useRecordContext<ExtractionOutput>();
  if (!record?.processedAt || record.status === 'failed' || isPending(record)) return <>-</>;
  return <LocalDateField source="processedAt" options={shortDateTime} />;
}

function DownloadPdf() {
  const record = useRecordContext<ExtractionOutput>();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record) return null;
  return (
    <DownloadPdfButton
      fetchPdf={() => dataProvider.extractionPdf(record._id)}
      fileName={record.fileName ?? 'policy.pdf'}
      label="resources.extractionOutputs.actions.downloadPdf"
      failed="resources.extractionOutputs.notifications.pdfFailed"
    />
  );
}

function ReviewButton({ onReview }: { onReview: (output: ExtractionOutput) => void }) {
  const record = useRecordContext<ExtractionOutput>();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate('resources.extractionOutputs.actions.review');
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={`${label} ${record.fileName}`} onClick={() => onReview(record)} size="small" disabled={record.status !== 'Success'}>
          <EditIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * /panel/extractionQueue and /panel/extractionStatus: every uploaded schedule with its status,
 * newest first, 50 a page (10/25/50/100), searched by file name. Statuses update on their own
 * while documents are being read; a read document opens in the review dialog.
 */
export function ExtractionList() {
  const translate = useTranslate();
  const [reviewing, setReviewing] = useState<ExtractionOutput | null>(null);
  const filters = [
    listSearch(translate('resources.extractionOutputs.search')),
    <SelectInput key="status" source="status" choices={choicesOf(extractionOutputDeclaration, 'status')} alwaysOn />,
  ];
  return (
    <>
      <List
        resource="extractionOutputs"
        title="resources.extractionOutputs.page.list"
        filters={filters}
        actions={
          <TopToolbar>
            <CreatePoliciesButton />
          </TopToolbar>
        }
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={50}
        pagination={<ListPagination rowsPerPageOptions={POLICY_PAGE_SIZES} />}
        error={<ListLoadError message="resources.extractionOutputs.notifications.loadFailed" />}
        empty={
          <ListEmpty
            message="resources.extractionOutputs.notifications.empty"
            action={
              <Button component={Link} to={paths.uploadPolicy} label="app.menu.uploadPolicy" variant="contained">
                <UploadFileIcon />
              </Button>
            }
          />
        }
      >
        <RefreshWhilePending />
        <ResponsiveList
          phone={
            <SimpleList<ExtractionOutput & { id: string }>
              rowClick={false}
              primaryText={(record) => record.fileName}
              secondaryText={(record) => statusText(record, translate)}
              tertiaryText={<ProcessedAt />}
              rightIcon={() => (
                <Stack direction="row">
                  <DownloadPdf />
                  <ReviewButton onReview={setReviewing} />
                </Stack>
              )}
              empty={<ListNoMatch message="resources.extractionOutputs.notifications.empty" />}
            />
          }
        >
          <DataTable rowClick={false} bulkActionButtons={false} empty={<ListNoMatch message="resources.extractionOutputs.notifications.empty" />}>
            <DataTable.Col source="fileName" />
            <DataTable.Col source="status" disableSort>
              <Status />
            </DataTable.Col>
            <DataTable.Col source="createdAt" disableSort>
              <LocalDateField source="createdAt" options={shortDateTime} />
            </DataTable.Col>
            <DataTable.Col source="processedAt">
              <ProcessedAt />
            </DataTable.Col>
            <DataTable.Col source="configurationName" label="resources.extractionOutputs.columns.layout" disableSort>
              <MatchedLayout />
            </DataTable.Col>
            <DataTable.Col source="uploadedBy" disableSort />
            <DataTable.Col label="resources.extractionOutputs.columns.pdf" disableSort>
              <DownloadPdf />
            </DataTable.Col>
            <DataTable.Col label="resources.extractionOutputs.columns.actions" disableSort>
              <ReviewButton onReview={setReviewing} />
            </DataTable.Col>
          </DataTable>
        </ResponsiveList>
      </List>
      {reviewing && <ReviewDialog output={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );
}
