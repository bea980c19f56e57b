import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { RowDeleteButton, RowIconButton } from '../core/RowActions';
import { CompanyEditDialog } from './CompanyEditDialog';
import { CompanyShowDialog } from './CompanyShowDialog';
import type { Company } from './declaration';
import { companyToast } from './companyToasts';

/** View, edit, delete and permissions for one row of the Company List. */
export function CompanyRowActions() {
  const record = useRecordContext<Company & { id: string }>();
  const notify = useNotify();
  const [open, setOpen] = useState<'view' | 'edit' | null>(null);
  if (!record) return null;

  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <RowIconButton
        title="resources.companies.actions.view"
        subject={record.name}
        icon={<VisibilityIcon fontSize="small" />}
        onClick={() => setOpen('view')}
      />
      <RowIconButton
        title="resources.companies.actions.edit"
        subject={record.name}
        icon={<EditIcon fontSize="small" />}
        onClick={() => setOpen('edit')}
      />
      <RowDeleteButton resource="companies" subject={record.name} toast={companyToast} />
      <RowIconButton
        title="resources.companies.actions.permissions"
        subject={record.name}
        icon={<LockIcon fontSize="small" />}
        onClick={() => notify('resources.companies.notifications.permissionsSoon', companyToast('info'))}
      />
      {open === 'view' && <CompanyShowDialog record={record} onClose={() => setOpen(null)} />}
      {open === 'edit' && <CompanyEditDialog id={record.id} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
