import EditIcon from '@mui/icons-material/Edit';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, List, SimpleList, type TranslateFunction, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { paths } from '../../src/paths';
import { DeclaredInput } from '../core/DeclaredInput';
import { shortDateTime } from '../core/listFormats';
import { ListEmpty, ListLoadError, ListNoMatch } from '../core/ListStates';
import { LocalDateField } from '../core/LocalDateField';
import { PEOPLE_PAGE_SIZES } from '../core/peopleLists';
import { RecordEditDialog } from '../core/RecordEditDialog';
import { ListPagination, ResponsiveList } from '../core/ResponsiveList';
import { RowDeleteButton, RowIconButton } from '../core/RowActions';
import type { LearnedLayoutRecord } from './declaration';
import { listSearch } from '../core/ListSearch';

const RESOURCE = 'learnedLayouts';

type LearnedLayoutRow = LearnedLayoutRecord & { id: string };

/** The policy fields a layout learned, by their labels on the policy form ("Vehicle Number, Chassis Number"). */
const fieldsLearnedText = (record: LearnedLayoutRecord, translate: TranslateFunction) =>
  (record.fieldsLearned ?? []).map((field) => translate(`resources.motorPolicies.fields.${field}`, { _: field })).join(', ');

function FieldsLearned() {
  const record = useRecordContext<LearnedLayoutRecord>();
  const translate = useTranslate();
  return record ? <>{fieldsLearnedText(record, translate)}</> : null;
}

/** Rename and delete, for administrators only (staff may look). */
function AdminActions() {
  const record = useRecordContext<LearnedLayoutRow>();
  const [renaming, setRenaming] = useState(false);
  const { canAccess: canRename } = useCanAccess({ resource: RESOURCE, action: 'update' });
  const { canAccess: canDelete } = useCanAccess({ resource: RESOURCE, action: 'delete' });
  if (!record) return null;
  return (
    <Stack direction="row">
      {canRename && (
        <RowIconButton title="resources.learnedLayouts.actions.edit" subject={record.name} icon={<EditIcon fontSize="small" />} onClick={() => setRenaming(true)} />
      )}
      {canDelete && <RowDeleteButton resource={RESOURCE} subject={record.name} />}
      {renaming && (
        <RecordEditDialog resource={RESOURCE} id={record.id} onClose={() => setRenaming(false)}>
          <DeclaredInput source="name" fullWidth />
        </RecordEditDialog>
      )}
    </Stack>
  );
}

/**
 * /panel/learned-layouts: the layouts learned from reviewers' corrections, most recently taught
 * first, with the policy fields each has learned and the document it was first learned from.
 */
export function LearnedLayoutList() {
  const translate = useTranslate();
  // The actions column is left out for those who may only look, rather than shown empty.
  const { canAccess: mayChange } = useCanAccess({ resource: RESOURCE, action: 'update' });
  const noMatch = <ListNoMatch message="resources.learnedLayouts.notifications.noMatch" />;
  return (
    <List
      resource={RESOURCE}
      title="resources.learnedLayouts.page.list"
      filters={[listSearch(translate('resources.learnedLayouts.search'))]}
      actions={false}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={10}
      pagination={<ListPagination rowsPerPageOptions={PEOPLE_PAGE_SIZES} />}
      error={<ListLoadError message="resources.learnedLayouts.notifications.loadFailed" />}
      empty={
        <ListEmpty
          message="resources.learnedLayouts.notifications.empty"
          action={
            <Button component={Link} to={paths.extractionQueue} label="resources.learnedLayouts.actions.reviewExtractions" variant="outlined">
              <PendingActionsIcon />
            </Button>
          }
        />
      }
    >
      <ResponsiveList
        phone={
          <SimpleList<LearnedLayoutRow>
            rowClick={false}
            primaryText={(record) => record.name}
            secondaryText={(record) => fieldsLearnedText(record, translate)}
            tertiaryText={<LocalDateField source="updatedAt" options={shortDateTime} />}
            rightIcon={() => <AdminActions />}
            empty={noMatch}
          />
        }
      >
        <DataTable rowClick={false} bulkActionButtons={false} empty={noMatch}>
          <DataTable.Col source="name" />
          <DataTable.Col source="fieldsLearned" disableSort>
            <FieldsLearned />
          </DataTable.Col>
          <DataTable.Col source="sourceFileName" disableSort />
          <DataTable.Col source="updatedAt">
            <LocalDateField source="updatedAt" options={shortDateTime} />
          </DataTable.Col>
          {mayChange && (
            <DataTable.Col label="resources.learnedLayouts.columns.actions" disableSort>
              <AdminActions />
            </DataTable.Col>
          )}
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
