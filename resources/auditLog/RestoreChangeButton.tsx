/**
 * Put back, on a change in the audit log: its fields return to their values before it where nobody
 * changed them since (POST /audit-log/{id}/restore), after a confirmation; the log then shows the
 * restoring change at its top.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { fieldErrorsOf } from '../../dataProvider/httpClient';
import type { AuditEntry } from './declaration';

export function RestoreChangeButton() {
  const record = useRecordContext<AuditEntry & { id: string }>();
  const [asking, setAsking] = useState(false);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: string) => dataProvider.restoreChange(id),
    onSuccess: ({ restored, changedSince, leftOut }) => {
      const left = changedSince.length + leftOut.length;
      notify(left ? 'resources.auditLog.restore.partly' : 'resources.auditLog.restore.done', { messageArgs: { smart_count: restored.length, left } });
      refresh();
    },
    // A refused edit says why under a field (a rule, a look-alike record): its first message.
    onError: (error: Error) => notify(Object.values(fieldErrorsOf(error))[0] ?? error.message, { type: 'error' }),
  });
  if (!record || record.action !== 'update') return null;
  return (
    <>
      <Button label="resources.auditLog.restore.button" onClick={() => setAsking(true)} disabled={isPending} sx={{ whiteSpace: 'nowrap' }} />
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="resources.auditLog.restore.title"
        content="resources.auditLog.restore.content"
        onConfirm={() => {
          setAsking(false);
          mutate(record.id);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
