import EditNoteIcon from '@mui/icons-material/EditNote';
import { CircularProgress } from '@mui/material';
import { Suspense, useState } from 'react';
import { Button, useResourceContext, useTranslate } from 'react-admin';
import { lazyScreen } from '../lazyScreen';

// The dialog and its inputs download when it is first opened, not with the list.
const BulkChangeDialog = lazyScreen(() => import('./BulkChangeDialog'), 'BulkChangeDialog');

/** In a list's bulk actions: opens the change of the declaration's `bulkFields` on the selected records, or on all matching. */
export function BulkChangeButton() {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.bulk.actions.change" onClick={() => setOpen(true)}>
        <EditNoteIcon />
      </Button>
      {open && (
        <Suspense fallback={<CircularProgress size={20} aria-label={translate('ra.page.loading')} />}>
          <BulkChangeDialog resource={resource} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
