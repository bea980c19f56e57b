import BoltIcon from '@mui/icons-material/Bolt';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HubIcon from '@mui/icons-material/Hub';
import SecurityIcon from '@mui/icons-material/Security';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { Alert, Box, Card, CardActionArea, CardContent, Container, Grid, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../brand';
import { PublicLayout } from './PublicLayout';
import { usePublicTranslate } from './PublicProviders';

const PRODUCTS: { key: string; icon: ReactNode }[] = [
  { key: 'motor', icon: <DirectionsCarIcon fontSize="large" /> },
  { key: 'health', icon: <FavoriteIcon fontSize="large" /> },
  { key: 'life', icon: <VolunteerActivismIcon fontSize="large" /> },
  { key: 'nonMotor', icon: <SecurityIcon fontSize="large" /> },
];

const REASONS: { key: string; icon: ReactNode }[] = [
  { key: 'fast', icon: <BoltIcon color="primary" fontSize="large" /> },
  { key: 'integration', icon: <HubIcon color="primary" fontSize="large" /> },
  { key: 'support', icon: <SupportAgentIcon color="primary" fontSize="large" /> },
];

export const SELECTED_PRODUCT_KEY = 'selectedProduct';

/**
 * The public landing page. The spec records the product a visitor clicks but shows no form behind
 * it, so the page keeps the choice and tells the visitor how to reach the brokerage about it.
 */
export function LandingPage() {
  const translate = usePublicTranslate();
  const [selected, setSelected] = useState(() => sessionStorage.getItem(SELECTED_PRODUCT_KEY));

  const choose = (key: string) => {
    sessionStorage.setItem(SELECTED_PRODUCT_KEY, key);
    setSelected(key);
  };

  return (
    <PublicLayout>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
        <Container>
          <Typography variant="h3" component="h1" fontWeight={700} gutterBottom>
            {translate('app.landing.headline')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ opacity: 0.9 }}>{translate('app.landing.subtitle')}</Typography>
        </Container>
      </Box>

      <Container id="products" sx={{ py: 6 }}>
        <Grid container spacing={3}>
          {PRODUCTS.map(({ key, icon }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant={selected === key ? 'elevation' : 'outlined'} sx={{ height: '100%', borderColor: selected === key ? 'primary.main' : undefined }}>
                <CardActionArea onClick={() => choose(key)} aria-pressed={selected === key} sx={{ height: '100%' }}>
                  <CardContent>
                    <Box color="primary.main" mb={1}>{icon}</Box>
                    <Typography variant="h6" component="h2">{translate(`app.landing.products.${key}.title`)}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                      {translate(`app.landing.products.${key}.description`)}
                    </Typography>
                    <Typography variant="button" color="primary">{translate('app.landing.learnMore')}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
        {selected && (
          <Alert severity="info" sx={{ mt: 3 }} role="status">
            {translate('app.landing.interest', {
              product: translate(`app.landing.products.${selected}.title`),
              email: CONTACT_EMAIL,
            })}
          </Alert>
        )}
      </Container>

      <Box id="why" sx={{ bgcolor: 'background.paper', py: 6 }}>
        <Container>
          <Typography variant="h4" component="h2" gutterBottom>
            {translate('app.landing.why.title', { name: PRODUCT_NAME })}
          </Typography>
          <Grid container spacing={3}>
            {REASONS.map(({ key, icon }) => (
              <Grid key={key} size={{ xs: 12, md: 4 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    {icon}
                    <Typography variant="h6" component="h3">{translate(`app.landing.why.${key}.title`)}</Typography>
                    <Typography variant="body2" color="text.secondary">{translate(`app.landing.why.${key}.description`)}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
    </PublicLayout>
  );
}
