import { useFieldValue } from 'react-admin';
import { formatDate } from '../../src/i18n/formats';
import { useIntlLocale } from '../../src/i18n/useIntlLocale';

/**
 * A record's date in the panel's language (en-IN or hi-IN), as plain text in the surrounding
 * typography. Lighter than react-admin's DateField, which builds a new formatter for every cell.
 */
export function LocalDateField({ source, options }: { source: string; options?: Intl.DateTimeFormatOptions }) {
  const value = useFieldValue({ source });
  return <>{formatDate(value, useIntlLocale(), options)}</>;
}
