import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../lib/page-title';

export interface ErrorScreenProps {
  statusCode: number;
  title: string;
  description?: string;
}

/** Shows "statusCode: title" and makes it the page title (spec section 2). */
export function ErrorScreen({ statusCode, title, description }: ErrorScreenProps) {
  const heading = `${statusCode}: ${title}`;
  usePageTitle(heading);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
          {heading}
        </Typography>
        {description && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {description}
          </Typography>
        )}
        <Button component={RouterLink} to="/" variant="contained">
          Go to the home page
        </Button>
      </Box>
    </Box>
  );
}

export function NotFoundScreen() {
  return (
    <ErrorScreen
      statusCode={404}
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
    />
  );
}
