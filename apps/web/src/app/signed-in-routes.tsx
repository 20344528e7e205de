import { Navigate, useMatches, type RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/error-screen';
import { useSession } from '../lib/session-hooks';
import { page } from './lazy-page';
import { RequireAuth } from './require-auth';
import { SignedInLayout } from './layouts/signed-in-layout';

const NOT_FOUND_ID = 'signed-in-not-found';

/**
 * The signed-in frame around every signed-in page. A path no page has is answered inside the frame
 * for someone signed in, and with the plain 404 screen, not the sign-in page, for anyone else.
 */
function SignedInFrame() {
  const { isAuthenticated } = useSession();
  const isUnknownPath = useMatches().at(-1)?.id === NOT_FOUND_ID;
  if (isUnknownPath && !isAuthenticated) return <NotFoundScreen />;
  return (
    <RequireAuth>
      <SignedInLayout />
    </RequireAuth>
  );
}

// The interface kit's gallery: in development, and in builds made with VITE_UI_GALLERY=true (the e2e build).
const galleryRoutes: RouteObject[] =
  import.meta.env.DEV || import.meta.env.VITE_UI_GALLERY === 'true'
    ? [
        {
          path: '/dev/ui',
          lazy: page(() => import('../features/platform/dev-gallery/pages/ui-gallery-page')),
        },
      ]
    : [];

/**
 * Every signed-in page. The router learns these on the first visit to one of them (router.tsx), so
 * the sign-in page downloads neither this table nor anything it names.
 */
export const signedInRoutes: RouteObject = {
  id: 'signed-in',
  element: <SignedInFrame />,
  children: [
    { path: '/', lazy: page(() => import('../features/recruiting/dashboard/pages/dashboard-page')) },
    { path: '/dashboard', lazy: page(() => import('../features/recruiting/dashboard/pages/dashboard-page')) },
    {
      path: '/dashboard/job-i-am-following',
      lazy: page(() => import('../features/recruiting/dashboard/pages/followed-jobs-page')),
    },
    {
      path: '/dashboard/see-all-goals',
      lazy: page(() => import('../features/recruiting/dashboard/pages/goals-page')),
    },
    {
      path: '/dashboard/add-a-referral',
      lazy: page(() => import('../features/recruiting/dashboard/pages/add-referral-page')),
    },
    {
      path: '/change-password',
      lazy: page(() => import('../features/platform/auth/pages/change-password-page')),
    },
    { path: '/my-profile', lazy: page(() => import('../features/platform/profile/pages/my-profile-page')) },
    {
      path: '/my-profile/edit',
      lazy: page(() => import('../features/platform/profile/pages/edit-profile-page')),
    },
    {
      path: '/notifications',
      lazy: page(() => import('../features/platform/notifications/pages/notifications-page')),
    },
    { path: '/admin/roles', lazy: page(() => import('../features/admin/roles/pages/roles-page')) },
    {
      path: '/admin/roles/new',
      lazy: page(() => import('../features/admin/roles/pages/role-editor-page')),
    },
    {
      path: '/admin/roles/:id',
      lazy: page(() => import('../features/admin/roles/pages/role-detail-page')),
    },
    {
      path: '/admin/roles/:id/edit',
      lazy: page(() => import('../features/admin/roles/pages/role-editor-page')),
    },
    { path: '/admin/audit', lazy: page(() => import('../features/admin/audit/pages/audit-trail-page')) },
    // The admin menu's "Audit logs" entry (packages/shared menus.ts) and sign-in landing use this path.
    { path: '/admin/audit-logs', element: <Navigate to="/admin/audit" replace /> },
    {
      path: '/admin/login-as-log',
      lazy: page(() => import('../features/admin/impersonation/pages/impersonation-log-page')),
    },
    { path: '/admin/outbox', lazy: page(() => import('../features/admin/outbox/pages/outbox-page')) },
    { path: '/admin/people', lazy: page(() => import('../features/admin/people/pages/people-page')) },
    {
      path: '/admin/people/:id',
      lazy: page(() => import('../features/admin/people/pages/person-page')),
    },
    {
      path: '/admin/company',
      lazy: page(() => import('../features/admin/company/pages/company-layout-page')),
      children: [
        {
          path: 'profile',
          lazy: page(() => import('../features/admin/company/pages/company-profile-page')),
        },
        {
          path: 'departments',
          lazy: page(() => import('../features/admin/company/pages/departments-page')),
        },
        {
          path: 'locations',
          lazy: page(() => import('../features/admin/company/pages/locations-page')),
        },
        { path: 'groups', lazy: page(() => import('../features/admin/company/pages/groups-page')) },
        {
          path: 'attributes',
          lazy: page(() => import('../features/admin/company/pages/attributes-page')),
        },
      ],
    },
    { path: '/jobs', lazy: page(() => import('../features/recruiting/jobs/pages/jobs-page')) },
    {
      // Every page of one job shares its navigation bar.
      path: '/jobs/:id',
      lazy: page(() => import('../features/recruiting/jobs/components/job-nav')),
      children: [
        { index: true, lazy: page(() => import('../features/recruiting/jobs/pages/job-details-page')) },
        {
          path: 'job-dashboard',
          lazy: page(() => import('../features/recruiting/jobs/pages/job-dashboard-page')),
        },
        { path: 'pipeline', lazy: page(() => import('../features/recruiting/jobs/pages/job-pipeline-page')) },
        {
          path: 'interview-plan',
          lazy: page(() => import('../features/recruiting/jobs/pages/interview-plan-page')),
        },
        { path: 'scorecard', lazy: page(() => import('../features/recruiting/jobs/pages/scorecard-page')) },
        { path: 'forms', lazy: page(() => import('../features/recruiting/jobs/pages/job-forms-page')) },
        {
          path: 'stage-transitions',
          lazy: page(() => import('../features/recruiting/jobs/pages/stage-transitions-page')),
        },
        {
          path: 'referrals',
          lazy: page(() => import('../features/recruiting/jobs/pages/job-referrals-page')),
        },
        { path: 'tasks', lazy: page(() => import('../features/recruiting/jobs/pages/job-tasks-page')) },
        {
          path: 'approvals',
          lazy: page(() => import('../features/recruiting/jobs/pages/job-approvals-page')),
        },
        { path: 'job-posts', lazy: page(() => import('../features/recruiting/jobs/pages/job-posts-page')) },
        { path: 'job-post', lazy: page(() => import('../features/recruiting/jobs/pages/job-post-page')) },
        { path: 'job-info', lazy: page(() => import('../features/recruiting/jobs/pages/job-info-page')) },
        {
          path: 'notifications',
          lazy: page(() => import('../features/recruiting/jobs/pages/job-notifications-page')),
        },
        {
          path: 'jobkickoff',
          lazy: page(() => import('../features/recruiting/jobs/pages/job-kickoff-page')),
        },
        {
          path: 'activity-feed',
          lazy: page(() => import('../features/recruiting/jobs/pages/job-activity-page')),
        },
        {
          path: 'hiring-team',
          lazy: page(() => import('../features/recruiting/jobs/pages/hiring-team-page')),
        },
      ],
    },
    {
      path: '/candidates',
      lazy: page(() => import('../features/recruiting/candidates/pages/candidates-page')),
    },
    {
      path: '/candidates/:id',
      lazy: page(() => import('../features/recruiting/candidates/pages/candidate-page')),
    },
    {
      // Spec: candidate-details → schedule-interview → send-calendar-invite; both steps share the form here.
      path: '/candidates/:id/schedule-interview',
      lazy: page(() => import('../features/recruiting/interviews/pages/schedule-interview-page')),
      children: [
        {
          index: true,
          lazy: page(() => import('../features/recruiting/interviews/pages/choose-interview-time-page')),
        },
        {
          path: 'send-calendar-invite',
          lazy: page(() => import('../features/recruiting/interviews/pages/send-calendar-invite-page')),
        },
      ],
    },
    {
      path: '/candidates/:id/interview-details',
      lazy: page(() => import('../features/recruiting/interviews/pages/interview-details-page')),
    },
    {
      path: '/add-candidate',
      lazy: page(() => import('../features/recruiting/candidates/pages/add-candidate-page')),
    },
    {
      path: '/application-review',
      lazy: page(() => import('../features/recruiting/candidates/pages/application-review-page')),
    },
    {
      path: '/talent-pool',
      lazy: page(() => import('../features/recruiting/talent-pool/pages/talent-pool-page')),
    },
    {
      path: '/talent-pool/configure-pool',
      lazy: page(() => import('../features/recruiting/talent-pool/pages/configure-pools-page')),
    },
    { path: '/create-job', lazy: page(() => import('../features/recruiting/jobs/pages/create-job-page')) },
    {
      path: '/existing-jobs',
      lazy: page(() => import('../features/recruiting/jobs/pages/existing-jobs-page')),
    },
    { path: '/job-types', lazy: page(() => import('../features/recruiting/jobs/pages/job-types-page')) },
    {
      path: '/configuration',
      lazy: page(() => import('../features/recruiting/configuration/pages/configuration-page')),
    },
    {
      path: '/configuration/dev-center',
      lazy: page(() => import('../features/recruiting/configuration/pages/dev-center-hub-page')),
    },
    {
      path: '/configuration/dev-center/configure-your-job-boards',
      lazy: page(() => import('../features/recruiting/configuration/pages/dev-center-page')),
    },
    {
      path: '/configuration/dev-center/api-credentials',
      lazy: page(() => import('../features/recruiting/configuration/pages/api-credentials-page')),
    },
    {
      path: '/configuration/dev-center/web-hooks',
      lazy: page(() => import('../features/recruiting/configuration/pages/web-hooks-page')),
    },
    {
      path: '/configuration/email-templates',
      lazy: page(() => import('../features/recruiting/configuration/pages/email-templates-page')),
    },
    {
      path: '/configuration/email-templates/create-email-template',
      lazy: page(() => import('../features/recruiting/configuration/pages/email-template-page')),
    },
    {
      path: '/configuration/email-templates/email-verification',
      lazy: page(() => import('../features/recruiting/configuration/pages/email-sender-page')),
    },
    {
      path: '/configuration/organization',
      lazy: page(() => import('../features/recruiting/configuration/pages/organization-page')),
    },
    {
      path: '/configuration/user',
      lazy: page(() => import('../features/recruiting/configuration/pages/users-page')),
    },
    {
      path: '/configuration/user/user-details',
      lazy: page(() => import('../features/recruiting/configuration/pages/user-details-page')),
    },
    {
      path: '/configuration/notification',
      lazy: page(() => import('../features/recruiting/configuration/pages/notification-page')),
    },
    {
      path: '/configuration/offer-templates',
      lazy: page(() => import('../features/recruiting/configuration/pages/offer-templates-page')),
    },
    {
      path: '/configuration/custom-options',
      lazy: page(() => import('../features/recruiting/configuration/pages/custom-options-page')),
    },
    // One page for every kind of custom field; it finds its kind from the path.
    ...['jobs', 'candidates', 'applications', 'offers', 'users', 'referral-questions'].map((segment) => ({
      path: `/configuration/custom-options/${segment}`,
      lazy: page(() => import('../features/recruiting/configuration/pages/custom-fields-page')),
    })),
    {
      path: '/configuration/custom-options/configure-job-setup',
      lazy: page(() => import('../features/recruiting/configuration/pages/job-setup-flow-page')),
    },
    {
      path: '/configuration/approvals',
      lazy: page(() => import('../features/recruiting/jobs/pages/approval-flows-page')),
    },
    {
      path: '/configuration/job-boards',
      lazy: page(() => import('../features/recruiting/configuration/pages/job-boards-page')),
    },
    {
      path: '/configuration/job-boards/new',
      lazy: page(() => import('../features/recruiting/configuration/pages/job-board-page')),
    },
    {
      path: '/configuration/job-boards/:id',
      lazy: page(() => import('../features/recruiting/configuration/pages/job-board-page')),
    },
    {
      path: '/configuration/custom-options/close-reasons-for-job',
      lazy: page(() => import('../features/recruiting/configuration/pages/close-reasons-page')),
    },
    {
      path: '/configuration/custom-options/rejection-reasons',
      lazy: page(() => import('../features/recruiting/configuration/pages/rejection-reasons-page')),
    },
    {
      path: '/configuration/custom-options/candidate-tags',
      lazy: page(() => import('../features/recruiting/configuration/pages/candidate-tags-page')),
    },
    {
      path: '/configuration/custom-options/interviewer-tags',
      lazy: page(() => import('../features/recruiting/configuration/pages/interviewer-tags-page')),
    },
    // Onboarding (issue 20).
    {
      path: '/onboarding',
      lazy: page(() => import('../features/onboarding/home/pages/onboarding-home-page')),
    },
    {
      path: '/onboarding/my-tasks',
      lazy: page(() => import('../features/onboarding/tasks/pages/my-tasks-page')),
    },
    {
      path: '/onboarding/dashboard',
      lazy: page(() => import('../features/onboarding/dashboard/pages/onboarding-dashboard-page')),
    },
    {
      path: '/onboarding/reports',
      lazy: page(() => import('../features/onboarding/reports/pages/onboarding-reports-page')),
    },
    {
      path: '/onboarding/new-hires',
      lazy: page(() => import('../features/onboarding/new-hires/pages/new-hires-page')),
    },
    {
      path: '/onboarding/new-hires/:id',
      lazy: page(() => import('../features/onboarding/new-hires/pages/new-hire-page')),
    },
    {
      path: '/onboarding/settings',
      lazy: page(() => import('../features/onboarding/settings/pages/onboarding-settings-page')),
    },
    {
      path: '/onboarding/settings/other-criteria',
      lazy: page(() => import('../features/onboarding/criteria/pages/other-criteria-page')),
    },
    {
      path: '/onboarding/settings/tasks',
      lazy: page(() => import('../features/onboarding/plan/pages/task-templates-page')),
    },
    {
      path: '/onboarding/settings/preview',
      lazy: page(() => import('../features/onboarding/plan/pages/plan-preview-page')),
    },
    {
      path: '/onboarding/settings/data-flow',
      lazy: page(() => import('../features/onboarding/hand-off/pages/data-flow-page')),
    },
    {
      path: '/onboarding/settings/e-signature',
      lazy: page(() => import('../features/onboarding/e-signature/pages/e-signature-settings-page')),
    },
    {
      path: '/onboarding/settings/e-signature/:id',
      lazy: page(() => import('../features/onboarding/e-signature/pages/signature-template-editor-page')),
    },
    {
      path: '/onboarding/documents/:requestId',
      lazy: page(() => import('../features/onboarding/e-signature/pages/signing-page')),
    },
    {
      path: '/onboarding/welcome',
      lazy: page(() => import('../features/onboarding/welcome/pages/my-welcome-page')),
    },
    {
      path: '/onboarding/settings/email',
      lazy: page(() => import('../features/onboarding/email/pages/email-templates-page')),
    },
    {
      path: '/onboarding/settings/welcome-experience',
      lazy: page(() => import('../features/onboarding/welcome/pages/welcome-experience-page')),
    },
    {
      path: '/onboarding/settings/branded-assets',
      lazy: page(() => import('../features/onboarding/welcome/pages/branded-assets-page')),
    },
    {
      path: '/onboarding/settings/pages',
      lazy: page(() => import('../features/onboarding/welcome/pages/welcome-pages-page')),
    },
    {
      path: '/onboarding/settings/preview-experience',
      lazy: page(() => import('../features/onboarding/welcome/pages/preview-experience-page')),
    },
    {
      path: '/onboarding/fields',
      lazy: page(() => import('../features/onboarding/fields/pages/new-hire-fields-page')),
    },
    {
      path: '/onboarding/profile',
      lazy: page(() => import('../features/onboarding/profile/pages/my-profile-page')),
    },
    {
      path: '/onboarding/feedback/:requestId',
      lazy: page(() => import('../features/onboarding/feedback/pages/feedback-answer-page')),
    },
    {
      path: '/onboarding/settings/fields',
      lazy: page(() => import('../features/onboarding/fields/pages/fields-settings-page')),
    },
    {
      path: '/onboarding/settings/feedback',
      lazy: page(() => import('../features/onboarding/feedback/pages/feedback-settings-page')),
    },
    {
      path: '/onboarding/settings/permission',
      lazy: page(() => import('../features/onboarding/hire-visibility/pages/hire-visibility-page')),
    },
    {
      path: '/onboarding/settings/departments',
      lazy: page(() => import('../features/onboarding/company-places/pages/departments-settings-page')),
    },
    {
      path: '/onboarding/settings/locations',
      lazy: page(() => import('../features/onboarding/company-places/pages/locations-settings-page')),
    },
    // Performance (issue 21).
    {
      path: '/performance/settings',
      lazy: page(() => import('../features/performance/settings/pages/performance-settings-page')),
    },
    {
      path: '/performance/settings/one-on-ones',
      lazy: page(
        () => import('../features/performance/one-on-one-templates/pages/one-on-one-templates-page'),
      ),
    },
    {
      path: '/performance/reports',
      lazy: page(() => import('../features/performance/reports/pages/performance-reports-page')),
    },
    {
      path: '/performance/settings/one-on-one-log',
      lazy: page(() => import('../features/performance/one-on-ones/pages/one-on-one-log-page')),
    },
    {
      path: '/performance/feedback',
      lazy: page(() => import('../features/performance/feedback/pages/feedback-page')),
    },
    {
      path: '/performance/settings/feedback',
      lazy: page(() => import('../features/performance/feedback-settings/pages/feedback-settings-page')),
    },
    {
      path: '/performance/settings/feedback-log',
      lazy: page(() => import('../features/performance/feedback-settings/pages/feedback-log-page')),
    },
    {
      path: '/performance/goals',
      lazy: page(() => import('../features/performance/goals/pages/goals-page')),
    },
    {
      path: '/performance/goals/:id',
      lazy: page(() => import('../features/performance/goals/pages/goal-page')),
    },
    {
      path: '/performance/settings/goal-cycles',
      lazy: page(() => import('../features/performance/goal-cycles/pages/goal-cycles-page')),
    },
    {
      path: '/performance/updates',
      lazy: page(() => import('../features/performance/updates/pages/updates-page')),
    },
    {
      path: '/performance/updates/:id',
      lazy: page(() => import('../features/performance/updates/pages/update-page')),
    },
    {
      path: '/performance/settings/updates',
      lazy: page(() => import('../features/performance/update-settings/pages/update-settings-page')),
    },
    {
      path: '/performance/settings/updates-log',
      lazy: page(() => import('../features/performance/update-settings/pages/updates-log-page')),
    },
    {
      path: '/performance/one-on-ones',
      lazy: page(() => import('../features/performance/one-on-ones/pages/one-on-ones-page')),
    },
    {
      path: '/performance/one-on-ones/:id',
      lazy: page(() => import('../features/performance/one-on-ones/pages/one-on-one-page')),
    },
    {
      path: '/performance/directory',
      lazy: page(() => import('../features/performance/directory/pages/directory-page')),
    },
    {
      path: '/performance/directory/:id',
      lazy: page(() => import('../features/performance/directory/pages/person-profile-page')),
    },
    // The admin menu's "User management" entry (packages/shared menus.ts) names this path.
    { path: '/admin/users', element: <Navigate to="/admin/people" replace /> },
    ...galleryRoutes,
    { id: NOT_FOUND_ID, path: '*', element: <NotFoundScreen isInFrame /> },
  ],
};
