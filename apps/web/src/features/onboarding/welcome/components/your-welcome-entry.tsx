import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import { paths } from '../../../../config/paths';
import { useMyWelcomeQuery } from '../api/welcome-api';

/** On Onboarding's home, a hire's way to their own welcome, in the company's colours; nothing for anyone else. */
export function YourWelcomeEntry() {
  const welcome = useMyWelcomeQuery();
  const data = welcome.data;
  if (!data?.hire) return null;
  return (
    <Box
      component="section"
      aria-labelledby="your-welcome-title"
      sx={{
        bgcolor: data.branding.primaryColor,
        color: '#fff',
        borderRadius: 2,
        borderBottom: 6,
        borderColor: data.branding.accentColor,
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box>
        <Typography id="your-welcome-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Your welcome, {data.hire.firstName}
        </Typography>
        <Typography>Meet your team, see your first week and get ready for day one.</Typography>
      </Box>
      <Button
        component={RouterLink}
        to={paths.onboardingWelcome}
        variant="contained"
        sx={{ bgcolor: '#fff', color: data.branding.primaryColor, '&:hover': { bgcolor: 'grey.100' } }}
      >
        Open your welcome
      </Button>
    </Box>
  );
}
