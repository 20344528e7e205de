import { Stack } from '@mui/material';
import { AreaCards, type Area } from '../../../../components/ui/area-cards';
import { PageHeading } from '../../../../components/ui/page-heading';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';

// The settings sections built so far; each appears only to those who may use it.
const AREAS: Area[] = [
  {
    title: 'Departments',
    description: 'Your company’s departments, which new hires belong to and plans are assigned by.',
    to: paths.onboardingDepartmentsSettings,
    requires: 'onb.settings.company.departments.manage',
  },
  {
    title: 'Locations',
    description: 'Your offices and places of work, which new hires start at and plans are assigned by.',
    to: paths.onboardingLocationsSettings,
    requires: 'onb.settings.company.locations.manage',
  },
  {
    title: 'Fields',
    description:
      'Your own questions for new hires, from T-shirt size to a National Insurance number kept encrypted.',
    to: paths.onboardingFieldsSettings,
    requires: 'onb.settings.company.fields.manage',
  },
  {
    title: 'Tasks',
    description:
      'The onboarding plan: each task, who does it, when it is due from the start date, and which hires get it.',
    to: paths.onboardingTaskTemplates,
    requires: 'onb.settings.plan.tasks.manage',
  },
  {
    title: 'Other criteria',
    description:
      'Your own tags for new hires, such as “Remote” or “Seniority”, that refine who gets which tasks.',
    to: paths.onboardingCriteria,
    requires: 'onb.settings.plan.other_criteria.manage',
  },
  {
    title: 'Preview',
    description: 'The tasks a sample new hire would get, with their due dates.',
    to: paths.onboardingPreview,
    requires: 'onb.settings.plan.preview.view',
  },
  {
    title: 'E-signature',
    description:
      'PDF documents new hires sign in the browser, such as their contract: the fields to sign, the counter-signer and which hires get each.',
    to: paths.onboardingESignature,
    requires: 'onb.settings.plan.e_signature.manage',
  },
  {
    title: 'Feedback',
    description: 'Questions mailed to new hires a set number of days after they start, and their answers.',
    to: paths.onboardingFeedbackSettings,
    requires: 'onb.settings.plan.feedback.manage',
  },
  {
    title: 'Permission',
    description: 'Which new hires each role sees: all, their department’s, or their reports’.',
    to: paths.onboardingPermissionSettings,
    requires: 'onb.settings.integrations.permission.manage',
  },
  {
    title: 'Data flow',
    description: 'Which of Recruiting’s facts about a hired candidate flow into their onboarding.',
    to: paths.onboardingDataFlow,
    requires: 'onb.settings.integrations.data_flow.manage',
  },
  {
    title: 'Email',
    description:
      'The mails new hires and their colleagues get: “Your next step”, “Welcome to the team”, the task digest and the feedback request.',
    to: paths.onboardingEmailSettings,
    requires: 'onb.settings.plan.email.manage',
  },
  {
    title: 'Welcome experience',
    description:
      'Turn the new hire’s welcome pages on or off and choose when the “Welcome to the team” mail goes.',
    to: paths.onboardingWelcomeExperience,
    requires: 'onb.settings.experience.welcome_experience.manage',
  },
  {
    title: 'Branded assets',
    description: 'Your logo and colours on the welcome pages and onboarding mails.',
    to: paths.onboardingBrandedAssets,
    requires: 'onb.settings.experience.branded_assets.manage',
  },
  {
    title: 'Pages',
    description: 'The welcome pages in order: text, video, the team, the first week, forms and documents.',
    to: paths.onboardingWelcomePages,
    requires: 'onb.settings.experience.pages.manage',
  },
  {
    title: 'Preview experience',
    description: 'The welcome pages exactly as a chosen new hire would see them.',
    to: paths.onboardingPreviewExperience,
    requires: 'onb.settings.experience.preview_experience.view',
  },
];

/** /onboarding/settings: how the company onboards its new hires. */
export default function OnboardingSettingsPage() {
  usePageTitle('Onboarding settings');
  return (
    <Stack spacing={3}>
      <PageHeading title="Settings" description="How your company onboards its new hires." />
      <AreaCards areas={AREAS} />
    </Stack>
  );
}
