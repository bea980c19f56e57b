/** An audit entry's changes, one line per field: Label: before → after (labels from the record's resource). */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

export function ChangeList({ resource, changes, limit }: { resource: string; changes: Record<string, [unknown, unknown]>; limit?: number }) {
  const translate = useTranslate();
  const entries = Object.entries(changes);
  const listed = limit ? entries.slice(0, limit) : entries;
  return (
    <Box component="ul" sx={{ m: 0, mb: 1, pl: 2, listStyle: 'none' }}>
      {listed.map(([field, [before, after]]) => (
        <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate(`resources.${resource}.fields.${field}`, { _: field })}:
          </Box>{' '}
          {shown(before)} → {shown(after)}
        </Typography>
      ))}
      {entries.length > listed.length && (
        <Typography component="li" variant="body2" color="text.secondary">
          {translate('resources.auditLog.history.more', { count: entries.length - listed.length })}
        </Typography>
      )}
    </Box>
  );
}
