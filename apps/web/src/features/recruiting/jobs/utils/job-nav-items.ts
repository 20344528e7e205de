import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { paths } from '../../../../config/paths';

export interface JobNavItem {
  label: string;
  path: (id: string) => string;
  /** Shown only with this permission. */
  permission?: PermissionId;
}

/** The job's pages in Greenhouse's order: how it is doing, then how it is set up. */
export const JOB_NAV_ITEMS: readonly JobNavItem[] = [
  { label: 'Overview', path: paths.job },
  { label: 'Dashboard', path: paths.jobDashboard, permission: 'rct.module.job_details.dashboard.view' },
  { label: 'Pipeline', path: paths.jobPipeline, permission: 'rct.module.job_details.pipeline.view' },
  { label: 'Tasks', path: paths.jobTasks, permission: 'rct.module.sourcing.task.view.own' },
  { label: 'Referrals', path: paths.jobReferrals, permission: 'rct.module.jobs.job.view' },
  { label: 'Approvals', path: paths.jobApprovals, permission: 'rct.module.job_details.approval.view' },
  { label: 'Job info', path: paths.jobEdit, permission: 'rct.module.job_setup.job_info.view' },
  { label: 'Kickoff', path: paths.jobKickoff, permission: 'rct.module.job_setup.kickoff.view' },
  {
    label: 'Interview plan',
    path: paths.jobInterviewPlan,
    permission: 'rct.module.job_setup.interview_plan.view',
  },
  { label: 'Scorecard', path: paths.jobScorecard, permission: 'rct.module.job_setup.scorecard.view' },
  {
    label: 'Stage transitions',
    path: paths.jobStageTransitions,
    permission: 'rct.module.job_setup.stage_transitions.view',
  },
  { label: 'Forms', path: paths.jobForms, permission: 'rct.module.job_setup.forms.view' },
  { label: 'Job posts', path: paths.jobPosts, permission: 'rct.module.jobs.job_post.view' },
  { label: 'Hiring team', path: paths.jobHiringTeam, permission: 'rct.module.job_setup.hiring_team.view' },
  {
    label: 'Notifications',
    path: paths.jobNotifications,
    permission: 'rct.module.job_setup.notifications.view',
  },
  { label: 'Activity feed', path: paths.jobActivity, permission: 'rct.module.job_setup.activity_feed.view' },
];
