import { Box, Stack, Typography } from '@mui/material';
import { CUSTOM_FIELD_AREAS } from '@atrium/shared/schemas/recruiting/custom-fields';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { AreaCards, type Area } from '../../../../components/ui/area-cards';

const fields = (entity: keyof typeof CUSTOM_FIELD_AREAS, description: string): Area => {
  const area = CUSTOM_FIELD_AREAS[entity];
  return { title: area.title, description, to: paths.customFields(area.segment), requires: area.permission };
};

// Greenhouse's custom options, each shown only to whom its permission allows.
const AREAS: Area[] = [
  fields('application', 'What you record about each application: interview format, agency fee…'),
  fields('candidate', 'What you record about each candidate: notice period, salary expectation…'),
  fields('job', 'What you record about every job beyond the standard fields: budget, level…'),
  fields('offer', 'What you record about every offer: signing bonus, relocation…'),
  fields('user', 'What you record about the colleagues who recruit: interviewer level, languages…'),
  fields('referral_question', 'The questions a colleague answers when they refer someone.'),
  {
    title: 'Candidate tags',
    description: 'Labels your team puts on candidates to find them again.',
    to: paths.candidateTags,
    requires: 'rct.settings.custom_options.candidate_tags.manage',
  },
  {
    title: 'Interviewer tags',
    description: 'Labels on colleagues that help schedulers find interviewers.',
    to: paths.interviewerTags,
    requires: 'rct.settings.custom_options.interviewer_tags.manage',
  },
  {
    title: 'Close reasons for job',
    description: 'Why jobs close: picked by whoever closes a job.',
    to: paths.closeReasons,
    requires: 'rct.settings.custom_options.close_reasons.manage',
  },
  {
    title: 'Rejection reasons',
    description: 'Why candidates leave the pipeline, and who decided.',
    to: paths.rejectionReasons,
    requires: 'rct.settings.custom_options.rejection_reasons.manage',
  },
  {
    title: 'Configure job setup flow',
    description: 'Which setup steps a new job walks through, and which of them are required.',
    to: paths.configureJobSetup,
    requires: 'rct.settings.custom_options.job_setup.configure',
  },
];

/** /configuration/custom-options: the company's own fields, lists and the job setup flow. */
export default function CustomOptionsPage() {
  usePageTitle('Custom options');
  return (
    <Stack spacing={3}>
      <Breadcrumbs
        items={[{ label: 'Configuration', to: paths.configuration }, { label: 'Custom options' }]}
      />
      <Box>
        <Typography variant="h4" component="h1">
          Custom options
        </Typography>
        <Typography color="text.secondary">
          The fields, lists and steps your company adds to recruiting.
        </Typography>
      </Box>
      <AreaCards areas={AREAS} />
    </Stack>
  );
}
