import { Button, Card, CardContent, Typography } from '@mui/material';
import { Authenticated, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { paths } from '../paths';

/** /panel/page-1 and /panel/page-2: the spec's two plain pages, each with a link back to the root. */
export function PlaceholderPage({ number }: { number: 1 | 2 }) {
  const translate = useTranslate();
  const title = translate('app.placeholder.title', { number });
  return (
    <Authenticated>
      <Title title={title} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
          <Button component={Link} to={paths.landing}>{translate('app.placeholder.back')}</Button>
        </CardContent>
      </Card>
    </Authenticated>
  );
}
