import { DateField, type DateFieldProps } from 'react-admin';
import { useIntlLocale } from '../../src/i18n/useIntlLocale';

/** react-admin's DateField in the panel's language (en-IN or hi-IN). */
export const LocalDateField = (props: DateFieldProps) => <DateField locales={useIntlLocale()} {...props} />;
