import { useTranslate } from 'react-admin';
import { DeclaredInput } from '../core/DeclaredInput';

/** Logo upload with preview and the spec's format hint. */
export function CompanyLogoInput() {
  const translate = useTranslate();
  return <DeclaredInput source="logo" helperText={translate('resources.companies.logoHint')} />;
}
