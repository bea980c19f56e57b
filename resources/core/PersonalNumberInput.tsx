/**
 * An Aadhaar or bank account number input. Saved numbers arrive masked (`XXXX-XXXX-1234`) and are
 * kept as they are unless someone types a new one; an administrator can reveal the saved number
 * on purpose, which the server records.
 */
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import { DeclaredInput } from './DeclaredInput';
import { isMasked } from './indianIds';

export function PersonalNumberInput({ source }: { source: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setValue } = useFormContext();
  const masked = isMasked(useWatch({ name: source }));
  const { canAccess } = useCanAccess({ resource, action: 'reveal' });
  const [revealing, setRevealing] = useState(false);

  const reveal = async () => {
    if (!record) return;
    setRevealing(true);
    try {
      const value = await dataProvider.revealPersonal(resource, String(record.id), source);
      setValue(source, value ?? '', { shouldDirty: false });
    } catch {
      notify('app.personalData.revealFailed', { type: 'error' });
    } finally {
      setRevealing(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <DeclaredInput source={source} fullWidth helperText={masked ? translate('app.personalData.maskedHint') : undefined} />
      {masked && record && canAccess && (
        <Button size="small" sx={{ mt: 2.5, flexShrink: 0 }} onClick={reveal} disabled={revealing}>
          {translate('app.personalData.reveal')}
        </Button>
      )}
    </Stack>
  );
}
