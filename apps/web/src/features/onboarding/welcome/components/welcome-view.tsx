import { useState } from 'react';
import { Box, Button, Paper, Stack, Step, StepButton, Stepper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { WelcomeExperience } from '@atrium/shared/schemas/onboarding/welcome';
import { EmptyState } from '../../../../components/ui/empty-state';
import { WelcomeComponent } from './welcome-component';

/** The company's header in its colours: logo and name on the primary colour (its contrast is checked on save). */
export function BrandedHeader({ experience }: { experience: WelcomeExperience }) {
  const { branding } = experience;
  return (
    <Box
      component="header"
      sx={{
        bgcolor: branding.primaryColor,
        color: '#fff',
        borderRadius: 2,
        borderBottom: 6,
        borderColor: branding.accentColor,
        p: { xs: 2, sm: 3 },
        display: 'flex',
        alignItems: 'center',
        gap: 2,
      }}
    >
      {branding.logoUrl && (
        <Box
          component="img"
          src={branding.logoUrl}
          alt={`${experience.companyName} logo`}
          sx={{ height: 48, width: 'auto', borderRadius: 1, bgcolor: '#fff' }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" sx={{ opacity: 0.9 }}>
          {experience.companyName}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {experience.hire ? `Welcome, ${experience.hire.firstName}` : 'Welcome'}
        </Typography>
      </Box>
    </Box>
  );
}

/** The welcome pages, one at a time: a stepper to jump, Back and Next to walk through. */
export function WelcomeView({
  experience,
  isPreview = false,
}: {
  experience: WelcomeExperience;
  isPreview?: boolean;
}) {
  const [active, setActive] = useState(0);
  const pages = experience.pages;
  const index = Math.min(active, Math.max(pages.length - 1, 0));
  const page = pages[index];
  return (
    <Stack spacing={3}>
      <BrandedHeader experience={experience} />
      {!page && (
        <EmptyState
          title="No welcome pages yet"
          description={
            isPreview ? 'No page’s rules match this hire.' : 'Your welcome pages will appear here.'
          }
        />
      )}
      {page && (
        <>
          {pages.length > 1 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Stepper
                nonLinear
                activeStep={index}
                aria-label="Welcome pages"
                sx={{ minWidth: pages.length * 140 }}
              >
                {pages.map((item, position) => (
                  <Step key={item.id} completed={position < index}>
                    <StepButton
                      onClick={() => setActive(position)}
                      aria-current={position === index ? 'step' : undefined}
                    >
                      {item.title}
                    </StepButton>
                  </Step>
                ))}
              </Stepper>
            </Box>
          )}
          <Paper
            variant="outlined"
            component="article"
            aria-labelledby="welcome-page-title"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography
              id="welcome-page-title"
              variant="h5"
              component="h2"
              sx={{ mb: 2, color: experience.branding.primaryColor }}
            >
              {page.title}
            </Typography>
            <Stack spacing={3}>
              {page.components.map((component, position) => (
                <WelcomeComponent key={position} component={component} isPreview={isPreview} />
              ))}
            </Stack>
          </Paper>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Button startIcon={<ArrowBackIcon />} disabled={index === 0} onClick={() => setActive(index - 1)}>
              Previous
            </Button>
            <Typography color="text.secondary" sx={{ alignSelf: 'center' }}>
              Page {index + 1} of {pages.length}
            </Typography>
            <Button
              variant="contained"
              endIcon={<ArrowForwardIcon />}
              disabled={index >= pages.length - 1}
              onClick={() => setActive(index + 1)}
              sx={{ bgcolor: experience.branding.primaryColor }}
            >
              Next
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
