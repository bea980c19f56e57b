import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useState } from 'react';
import { Button, useCanAccess, useRefresh, useResourceContext } from 'react-admin';

const ImportDialog = lazy(() => import('./ImportDialog').then((module) => ({ default: module.ImportDialog })));

/** Import (above a list whose declaration has an `importKey`): opens the import of a CSV or Excel file. */
export function ImportButton() {
  const resource = useResourceContext()!;
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  const close = (imported: boolean) => {
    setOpen(false);
    if (imported) refresh();
  };
  if (!canAccess) return null;
  return (
    <>
      <Button label="app.import.actions.import" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog resource={resource} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
