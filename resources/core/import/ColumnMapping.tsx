import { MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { importableFields } from '../defineResource';
import { declarationFor } from '../../registry';

/**
 * Each column of the file with its first values and the field it goes to (guessed by the server
 * from the header, changeable here; a field already chosen for another column is not offered).
 */
export function ColumnMapping({
  resource,
  columns,
  sample,
  mapping,
  onChange,
}: {
  resource: string;
  columns: string[];
  sample: string[][];
  mapping: (string | null)[];
  onChange: (mapping: (string | null)[]) => void;
}) {
  const translate = useTranslate();
  const declaration = declarationFor(resource)!;
  const fields = importableFields(declaration);
  const fieldLabel = (name: string) => translate(`resources.${resource}.fields.${name}`, { _: declaration.fields[name].label });
  const choose = (column: number, field: string) => onChange(mapping.map((current, index) => (index === column ? field || null : current)));

  return (
    <Table size="small" stickyHeader aria-label={translate('app.import.columns.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.import.columns.column')}</TableCell>
          <TableCell>{translate('app.import.columns.sample')}</TableCell>
          <TableCell sx={{ minWidth: 240 }}>{translate('app.import.columns.field')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {columns.map((column, index) => (
          <TableRow key={index}>
            <TableCell sx={{ fontWeight: 500 }}>{column || translate('app.import.columns.unnamed', { number: index + 1 })}</TableCell>
            <TableCell sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.secondary' }}>
              {sample
                .map((row) => row[index])
                .filter(Boolean)
                .slice(0, 3)
                .join(' · ')}
            </TableCell>
            <TableCell>
              <TextField
                select
                variant="outlined"
                size="small"
                fullWidth
                value={mapping[index] ?? ''}
                onChange={(event) => choose(index, event.target.value)}
                slotProps={{ htmlInput: { 'aria-label': translate('app.import.columns.fieldOf', { column: column || index + 1 }) } }}
              >
                <MenuItem value="">
                  <em>{translate('app.import.columns.leaveOut')}</em>
                </MenuItem>
                {fields
                  .filter((field) => field === mapping[index] || !mapping.includes(field))
                  .map((field) => (
                    <MenuItem key={field} value={field}>
                      {fieldLabel(field)}
                    </MenuItem>
                  ))}
              </TextField>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
