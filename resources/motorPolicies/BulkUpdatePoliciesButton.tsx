import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, CircularProgress } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyScreen } from '../core/lazyScreen';

// The dialog's form (the broker and commission inputs) downloads when it is first opened, not with the list.
const BulkUpdatePoliciesDialog = lazyScreen(() => import('./BulkUpdatePoliciesDialog'), 'BulkUpdatePoliciesDialog');

/** Opens the bulk update of the selected policies' broker and commission percentages. */
export function BulkUpdatePoliciesButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setOpen(true)}>
        {translate('resources.motorPolicies.actions.bulkUpdate')}
      </Button>
      {open && (
        <Suspense fallback={<CircularProgress size={20} aria-label={translate('ra.page.loading')} />}>
          <BulkUpdatePoliciesDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
