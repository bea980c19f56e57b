import { Alert, Avatar, Card, CardHeader, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Create, TabbedForm, Toolbar, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '../../src/paths';
import { SubmitButton } from '../core/SubmitButton';
import { CompanyDetailsInputs } from './CompanyDetailsInputs';
import { CompanyLogoInput } from './CompanyLogoInput';
import { hasFieldErrors } from '../../dataProvider/httpClient';
import { companyToast } from './companyToasts';
import { sayFailure } from '../../src/i18n/fieldMessages';

function CreateToolbar() {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <Button component={Link} to={paths.companies} label="resources.companies.actions.cancel" variant="outlined" size="medium" />
      <SubmitButton label="resources.companies.actions.save" busyLabel="resources.companies.actions.creating" />
    </Toolbar>
  );
}

/** What the company will look like in lists, so the logo can be judged before saving. */
function BrandingPreview() {
  const translate = useTranslate();
  const [name, logo] = useWatch({ name: ['name', 'logo'] });
  return (
    <Card variant="outlined" sx={{ mt: 2, minWidth: 280 }}>
      <CardHeader
        avatar={<Avatar src={logo?.src} variant="rounded" alt="">{(name ?? '?').charAt(0).toUpperCase()}</Avatar>}
        title={name || translate('resources.companies.fields.name')}
        subheader={translate('resources.companies.brandingPreview')}
      />
    </Card>
  );
}

/** /panel/company-creation: Basic Information and Logo & Name tabs; on success, to the company list. */
export function CompanyCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <Create
      resource="companies"
      title="resources.companies.page.create"
      redirect={false}
      mutationOptions={{
        onMutate: () => setServerError(null),
        onSuccess: () => {
          notify('resources.companies.notifications.created', companyToast('success'));
          redirect(paths.viewCompanies);
        },
        onError: (error: Error) => {
          notify('resources.companies.notifications.createFailed', companyToast('error'));
          if (!hasFieldErrors(error)) {
            setServerError(sayFailure(translate, error, 'resources.companies.notifications.createError'));
          }
        },
      }}
    >
      {serverError && (
        <Alert severity="error" sx={{ m: 2, mb: 0 }}>
          {serverError}
        </Alert>
      )}
      {/* Tabs are kept in state, not the URL: the spec's address for this screen is one fixed path. */}
      <TabbedForm mode="onChange" toolbar={<CreateToolbar />} syncWithLocation={false}>
        <TabbedForm.Tab label="resources.companies.tabs.basic">
          <CompanyDetailsInputs />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="resources.companies.tabs.logo">
          <Typography variant="h6" component="h2">
            {translate('resources.companies.branding')}
          </Typography>
          <CompanyLogoInput />
          <BrandingPreview />
        </TabbedForm.Tab>
      </TabbedForm>
    </Create>
  );
}
