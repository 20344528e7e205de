import { Box, Stack, Typography } from '@mui/material';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { AreaCards, type Area } from '../../../../components/ui/area-cards';

// Greenhouse's dev center: its credentials and web hooks, and the job boards' own keys.
const AREAS: Area[] = [
  {
    title: 'API credentials',
    description: 'Harvest API keys for your own systems, each allowed only the endpoints you choose.',
    to: paths.apiCredentials,
    requires: 'rct.settings.dev_center.api_credentials.manage',
  },
  {
    title: 'Web hooks',
    description: 'Tell your systems of new applications, stage changes, rejections and more as they happen.',
    to: paths.webHooks,
    requires: 'rct.settings.dev_center.api_credentials.manage',
  },
  {
    title: 'Configure your job boards',
    description: 'API keys for taking applications from your own website through the Job Board API.',
    to: paths.devCenter,
    requires: 'rct.settings.dev_center.job_board_integration.configure',
  },
];

/** /configuration/dev-center: how other systems work with your recruiting data. */
export default function DevCenterHubPage() {
  usePageTitle('Dev center');
  return (
    <Stack spacing={3}>
      <Breadcrumbs items={[{ label: 'Configuration', to: paths.configuration }, { label: 'Dev center' }]} />
      <Box>
        <Typography variant="h4" component="h1">
          Dev center
        </Typography>
        <Typography color="text.secondary">
          Connect your website and your own systems to your recruiting data.
        </Typography>
      </Box>
      <AreaCards areas={AREAS} />
    </Stack>
  );
}
