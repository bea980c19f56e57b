import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useState } from 'react';
import { Button, useCanAccess, useRefresh, useResourceContext } from 'react-admin';

const ImportDialog = lazy(() => import('./ImportDialog').then((module) => ({ default: module.ImportDialog })));

/** Import (above a list whose declaration has an `importKey`): opens the import of a CSV or Excel file. */
export function ImportButton() {
  const resource = useResourceContext()!;
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { canAccess, isPending } = useCanAccess({ resource, action: 'create' });
  const close = (imported: boolean) => {
    setOpen(false);
    if (imported) refresh();
  };
  if (!isPending && !canAccess) return null;
  return (
    <>
      {/* Kept in its place while access is being checked, so the toolbar does not move when it shows. */}
      <Button label="app.import.actions.import" onClick={() => setOpen(true)} sx={{ visibility: isPending ? 'hidden' : undefined }}>
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
