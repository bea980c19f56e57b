import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { DeleteWithConfirmButton, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { CompanyEditDialog } from './CompanyEditDialog';
import { CompanyShowDialog } from './CompanyShowDialog';
import type { Company } from './declaration';
import { companyToast } from './companyToasts';

/** View, edit, delete and permissions for one row of the Company List. */
export function CompanyRowActions() {
  const record = useRecordContext<Company & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState<'view' | 'edit' | null>(null);
  if (!record) return null;
  const label = (action: string) => `${translate(`resources.companies.actions.${action}`)} ${record.name}`;

  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <Tooltip title={translate('resources.companies.actions.view')}>
        <IconButton size="small" aria-label={label('view')} onClick={() => setOpen('view')}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('resources.companies.actions.edit')}>
        <IconButton size="small" aria-label={label('edit')} onClick={() => setOpen('edit')}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteWithConfirmButton
        label=""
        aria-label={label('delete')}
        confirmTitle="resources.companies.actions.delete"
        confirmContent="resources.companies.notifications.confirmDelete"
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{
          onSuccess: () => notify('resources.companies.notifications.deleted', companyToast('success')),
          onError: () => notify('resources.companies.notifications.deleteFailed', companyToast('error')),
        }}
      />
      <Tooltip title={translate('resources.companies.actions.permissions')}>
        <IconButton
          size="small"
          aria-label={label('permissions')}
          onClick={() => notify('resources.companies.notifications.permissionsSoon', companyToast('info'))}
        >
          <LockIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open === 'view' && <CompanyShowDialog record={record} onClose={() => setOpen(null)} />}
      {open === 'edit' && <CompanyEditDialog id={record.id} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
