// Every route of the web app is built here, so a link and its route never disagree.
export const paths = {
  signIn: (returnTo?: string) =>
    returnTo ? `/sign-in?returnTo=${encodeURIComponent(returnTo)}` : '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  setNewPassword: '/set-new-password',
  changePassword: '/change-password',
  otpVerification: (id: string, type: 'email' | 'phone') =>
    `/otp-verification?id=${encodeURIComponent(id)}&type=${type}`,
  myProfile: '/my-profile',
  editProfile: '/my-profile/edit',
  notifications: '/notifications',
  emailVerification: '/email-verification',
  emailVerificationSuccess: '/email-verification/success',
  dashboard: '/dashboard',
  uiGallery: '/dev/ui',
  adminPeople: '/admin/people',
  adminPerson: (id: string) => `/admin/people/${encodeURIComponent(id)}`,
  adminRoles: '/admin/roles',
  adminRoleNew: '/admin/roles/new',
  adminRole: (id: string) => `/admin/roles/${encodeURIComponent(id)}`,
  adminRoleEdit: (id: string) => `/admin/roles/${encodeURIComponent(id)}/edit`,
  adminAudit: '/admin/audit',
  adminLoginAsLog: '/admin/login-as-log',
  adminCompany: '/admin/company',
  adminCompanyDepartments: '/admin/company/departments',
  configuration: '/configuration',
  closeReasons: '/configuration/custom-options/close-reasons-for-job',
  jobBoards: '/configuration/job-boards',
  jobBoardNew: '/configuration/job-boards/new',
  jobBoard: (id: string) => `/configuration/job-boards/${encodeURIComponent(id)}`,
  jobs: '/jobs',
  job: (id: string) => `/jobs/${encodeURIComponent(id)}`,
  jobEdit: (id: string) => `/jobs/${encodeURIComponent(id)}/job-info`,
  jobHiringTeam: (id: string) => `/jobs/${encodeURIComponent(id)}/hiring-team`,
  jobActivity: (id: string) => `/jobs/${encodeURIComponent(id)}/activity-feed`,
  jobKickoff: (id: string) => `/jobs/${encodeURIComponent(id)}/jobkickoff`,
  jobNotifications: (id: string) => `/jobs/${encodeURIComponent(id)}/notifications`,
  jobDashboard: (id: string) => `/jobs/${encodeURIComponent(id)}/job-dashboard`,
  jobPipeline: (id: string) => `/jobs/${encodeURIComponent(id)}/pipeline`,
  jobInterviewPlan: (id: string) => `/jobs/${encodeURIComponent(id)}/interview-plan`,
  jobApprovals: (id: string) => `/jobs/${encodeURIComponent(id)}/approvals`,
  approvalFlows: '/configuration/approvals',
  devCenter: '/configuration/dev-center/configure-your-job-boards',
  emailTemplates: '/configuration/email-templates',
  // Spec section 2: creation uses action=add, editing action=update_sub_template with subTemplate.
  emailTemplateNew: (type?: string) =>
    `/configuration/email-templates/create-email-template?action=add${type ? `&type=${encodeURIComponent(type)}` : ''}`,
  emailTemplate: (id: string) =>
    `/configuration/email-templates/create-email-template?action=update_sub_template&subTemplate=${encodeURIComponent(id)}`,
  emailSender: '/configuration/email-templates/email-verification',
  offerTemplates: '/configuration/offer-templates',
  customJobFields: '/configuration/custom-options/jobs',
  jobPosts: (id: string) => `/jobs/${encodeURIComponent(id)}/job-posts`,
  jobPostNew: (id: string) => `/jobs/${encodeURIComponent(id)}/job-post`,
  jobPost: (id: string, postId: string) =>
    `/jobs/${encodeURIComponent(id)}/job-post?post=${encodeURIComponent(postId)}`,
  // Spec section 2: /create-job with the query variants blank_job and sample_job.
  createJob: '/create-job?blank_job',
  existingJobs: '/existing-jobs',
  jobTypes: '/job-types',
  createJobFromSample: (id: string) => `/create-job?sample_job=${encodeURIComponent(id)}`,
} as const;

/** The public marketing site the sign-up cards' Back button leaves to (an external link). */
export const MARKETING_SITE_URL = 'https://atrium.example.com';
