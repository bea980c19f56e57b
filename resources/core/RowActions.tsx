/** The buttons of a list row: icon buttons named for the record, and delete with confirmation. */
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';
import { createContext, type ReactElement, useContext, useState } from 'react';
import { Confirm, HttpError, type NotificationOptions, useDeleteWithConfirmController, useNotify, useRecordContext, useTranslate } from 'react-admin';

/**
 * Whether a list's row buttons show a tooltip on hover. A list's phone layout turns them off
 * (`ResponsiveList`): a touch screen has no hover (MUI shows a tooltip only on a long press), and
 * every MUI tooltip renders its button a second time, synchronously, once it has mounted — on a page
 * of fifty rows a blocking render of about 900 components (60 ms on a laptop, four times that on a
 * phone) just after the rows appear. The buttons keep their accessible names either way.
 */
export const RowTooltipsContext = createContext(true);

/** An icon button whose accessible name says what it does to which record ("Edit MH-123"). */
export function RowIconButton({
  title,
  subject,
  icon,
  onClick,
  color,
}: {
  title: string;
  subject?: string | null;
  icon: ReactElement;
  onClick: () => void;
  color?: IconButtonProps['color'];
}) {
  const translate = useTranslate();
  const withTooltip = useContext(RowTooltipsContext);
  const button = (
    <IconButton size="small" color={color} aria-label={`${translate(title)} ${subject ?? ''}`.trim()} onClick={onClick}>
      {icon}
    </IconButton>
  );
  return withTooltip ? <Tooltip title={translate(title)}>{button}</Tooltip> : button;
}

interface DeleteTexts {
  resource: string;
  confirmTitle?: string;
  toast?: (type: 'success' | 'error') => NotificationOptions;
}

/**
 * Delete after confirmation, with the resource's own texts: `resources.<name>.actions.delete`
 * and `notifications.confirmDelete`, `deleted`, `deleteFailed`. The dialog and its mutation are
 * mounted when the button is pressed, not once per row: a page of fifty rows renders fifty buttons.
 */
export function RowDeleteButton({ subject, ...texts }: DeleteTexts & { subject?: string | null }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <RowIconButton
        title={`resources.${texts.resource}.actions.delete`}
        subject={subject}
        icon={<DeleteIcon fontSize="small" />}
        color="error"
        onClick={() => setConfirming(true)}
      />
      {confirming && <DeleteConfirmation {...texts} onClose={() => setConfirming(false)} />}
    </>
  );
}

function DeleteConfirmation({ resource, confirmTitle = `resources.${resource}.actions.delete`, toast = (type) => ({ type }), onClose }: DeleteTexts & { onClose: () => void }) {
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();
  const { isPending, handleDelete } = useDeleteWithConfirmController({
    record,
    resource,
    mutationMode: 'pessimistic',
    redirect: false,
    mutationOptions: {
      onSuccess: () => {
        notify(`resources.${resource}.notifications.deleted`, toast('success'));
        onClose();
      },
      onError: (error) => {
        // A refusal the server explains (a record others still name) is said with its reason.
        const reason = error instanceof HttpError && error.status === 409 && error.message ? translate(error.message, { _: error.message }) : undefined;
        const failed = translate(`resources.${resource}.notifications.deleteFailed`);
        notify(reason ? `${failed}: ${reason}` : failed, toast('error'));
        onClose();
      },
    },
  });
  return (
    <Confirm
      isOpen
      loading={isPending}
      title={confirmTitle}
      content={`resources.${resource}.notifications.confirmDelete`}
      onConfirm={handleDelete}
      onClose={onClose}
    />
  );
}
