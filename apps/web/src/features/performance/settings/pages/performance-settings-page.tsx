import { Stack } from '@mui/material';
import { AreaCards, type Area } from '../../../../components/ui/area-cards';
import { PageHeading } from '../../../../components/ui/page-heading';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';

// The settings sections built so far; each appears only to those who may use it.
const AREAS: Area[] = [
  {
    title: '1-on-1 templates',
    description: 'Agendas of talking points a new series of 1-on-1s can start from.',
    to: paths.performanceOneOnOneTemplates,
    requires: 'prf.module.one_on_ones.template.view',
  },
];

/** /performance/settings: Performance's settings, a card per section. */
export default function PerformanceSettingsPage() {
  usePageTitle('Performance settings');
  return (
    <Stack spacing={3}>
      <PageHeading title="Settings" description="How Performance works in your company." />
      <AreaCards areas={AREAS} />
    </Stack>
  );
}
