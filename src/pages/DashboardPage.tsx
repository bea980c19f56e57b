import DomainAddIcon from '@mui/icons-material/DomainAdd';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Authenticated, Title, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { paths } from '../paths';

/** /panel: the landing screen of the panel. The analytics charts join it with the dashboard issue. */
export function DashboardPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Authenticated>
      <Title title={translate('app.menu.dashboard')} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.dashboard.greeting', { name: identity?.fullName ?? '' })}
          </Typography>
          <Typography color="text.secondary" gutterBottom>{translate('app.dashboard.intro')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <Button component={Link} to={paths.companyCreation} variant="contained" startIcon={<DomainAddIcon />}>
              {translate('app.menu.companyCreation')}
            </Button>
            <Button component={Link} to={paths.viewCompanies} variant="outlined" startIcon={<ListAltIcon />}>
              {translate('app.menu.viewCompanies')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Authenticated>
  );
}
