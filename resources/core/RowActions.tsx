/** The buttons of a list row: icon buttons named for the record, and delete with confirmation. */
import { IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { DeleteWithConfirmButton, type NotificationOptions, useNotify, useTranslate } from 'react-admin';

/** An icon button whose accessible name says what it does to which record ("Edit MH-123"). */
export function RowIconButton({ title, subject, icon, onClick }: { title: string; subject?: string | null; icon: ReactElement; onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(title)}>
      <IconButton size="small" aria-label={`${translate(title)} ${subject ?? ''}`.trim()} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * Delete after confirmation, with the resource's own texts: `resources.<name>.actions.delete`
 * and `notifications.confirmDelete`, `deleted`, `deleteFailed`.
 */
export function RowDeleteButton({
  resource,
  subject,
  confirmTitle = `resources.${resource}.actions.delete`,
  toast = (type) => ({ type }),
}: {
  resource: string;
  subject?: string | null;
  confirmTitle?: string;
  toast?: (type: 'success' | 'error') => NotificationOptions;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <DeleteWithConfirmButton
      label=""
      aria-label={`${translate(`resources.${resource}.actions.delete`)} ${subject ?? ''}`.trim()}
      confirmTitle={confirmTitle}
      confirmContent={`resources.${resource}.notifications.confirmDelete`}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => notify(`resources.${resource}.notifications.deleted`, toast('success')),
        onError: () => notify(`resources.${resource}.notifications.deleteFailed`, toast('error')),
      }}
    />
  );
}
