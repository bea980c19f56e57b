import { Alert, Button } from '@mui/material';
import { forwardRef, useState } from 'react';
import { useCloseNotification, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

interface Props {
  resource: string;
  updated: number;
  changeId: string;
  /** The resource's name for so many records, in the user's language. */
  nameOf: (count: number) => string;
}

/** The notification after a bulk change: how many records it changed, and its Undo. */
export const BulkChangeDone = forwardRef<HTMLDivElement, Props>(function BulkChangeDone({ resource, updated, changeId, nameOf }, ref) {
  const translate = useTranslate();
  const notify = useNotify();
  const closeNotification = useCloseNotification();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [undoing, setUndoing] = useState(false);

  async function undo() {
    setUndoing(true);
    try {
      const { restored, changedSince } = await dataProvider.undoBulkChange(resource, changeId);
      refresh();
      // Its outcome is shown at once, not queued behind this notification until it hides.
      closeNotification();
      notify(changedSince ? 'app.bulk.undoneSome' : 'app.bulk.undone', { type: 'info', messageArgs: { count: restored.toLocaleString('en-IN'), name: nameOf(restored), changed: changedSince } });
    } catch (error) {
      closeNotification();
      notify((error as Error).message || 'app.bulk.undoFailed', { type: 'error' });
    }
  }

  return (
    <Alert
      ref={ref}
      severity="success"
      variant="filled"
      action={
        <Button color="inherit" size="small" onClick={undo} disabled={undoing}>
          {translate('app.bulk.actions.undo')}
        </Button>
      }
    >
      {translate('app.bulk.changed', { name: nameOf(updated), count: updated.toLocaleString('en-IN') })}
    </Alert>
  );
});
