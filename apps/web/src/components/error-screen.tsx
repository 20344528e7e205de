import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/page-title';

export interface ErrorScreenProps {
  statusCode: number;
  title: string;
  description?: string;
  /**
   * Drawn inside the signed-in frame, whose <main> it sits in and whose menu and header stay around
   * it; otherwise it is the whole page.
   */
  isInFrame?: boolean;
}

/** Shows "statusCode: title" and makes it the page title (spec section 2). */
export function ErrorScreen({ statusCode, title, description, isInFrame = false }: ErrorScreenProps) {
  const heading = `${statusCode}: ${title}`;
  usePageTitle(heading);
  return (
    <Box
      component={isInFrame ? 'div' : 'main'}
      sx={{
        minHeight: isInFrame ? '50vh' : '100vh',
        display: 'grid',
        placeItems: 'center',
        p: isInFrame ? 0 : 3,
        textAlign: 'center',
      }}
    >
      <Box sx={{ maxWidth: 560 }}>
        <Typography
          variant={isInFrame ? 'h4' : 'h3'}
          component="h1"
          sx={{
            fontWeight: 800,
            mb: 1.5,
            fontSize: isInFrame ? { xxs: '1.5rem', sm: '2rem' } : { xxs: '1.75rem', sm: '3rem' },
          }}
        >
          {heading}
        </Typography>
        {description && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {description}
          </Typography>
        )}
        <Button component={RouterLink} to={isInFrame ? paths.dashboard : '/'} variant="contained">
          {isInFrame ? 'Go to the dashboard' : 'Go to the home page'}
        </Button>
      </Box>
    </Box>
  );
}

export function NotFoundScreen({ isInFrame = false }: { isInFrame?: boolean }) {
  return (
    <ErrorScreen
      statusCode={404}
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
      isInFrame={isInFrame}
    />
  );
}

/** A page the signed-in user's role does not include; only the company's administrators can change that. */
export function NoAccessScreen({ companyName }: { companyName?: string }) {
  return (
    <ErrorScreen
      statusCode={403}
      title="You don't have access to this page"
      description={`Your role${companyName ? ` at ${companyName}` : ''} does not include this page. If you need it, ask your company administrator to give you access.`}
      isInFrame
    />
  );
}
