import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ManageHistoryOutlined from '@mui/icons-material/ManageHistoryOutlined';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import WorkOutline from '@mui/icons-material/WorkOutline';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import type { ProductCode } from '@atrium/shared/constants/modules';
import { APP_MENUS } from '@atrium/shared/permissions/menus';
import { paths } from '../../../config/paths';
import type { NavItem, NavModule } from './nav-types';

type MenuKey<App extends ProductCode> = (typeof APP_MENUS)[App][number]['key'];

// Typed per app, so a menu entry added in packages/shared without an icon fails to compile.
const MENU_ICONS: { [App in ProductCode]: Record<MenuKey<App>, SvgIconComponent> } = {
  rct: {
    dashboard: DashboardOutlined,
    jobs: WorkOutline,
    candidates: PeopleAltOutlined,
    crm: ContactsOutlined,
    reports: AssessmentOutlined,
    configuration: TuneOutlined,
  },
  onb: {
    home: HomeOutlined,
    dashboard: DashboardOutlined,
    my_tasks: ChecklistOutlined,
    new_hires: PersonAddAltOutlined,
    reports: AssessmentOutlined,
    settings: SettingsOutlined,
  },
  prf: {
    one_on_ones: ForumOutlined,
    feedback: FeedbackOutlined,
    updates: TimelineOutlined,
    goals: FlagOutlined,
    reviews: RateReviewOutlined,
    career: TrendingUpOutlined,
    directory: ContactsOutlined,
    reports: InsightsOutlined,
    compensation: PaymentsOutlined,
    settings: SettingsOutlined,
  },
  bzh: {
    announcements: CampaignOutlined,
    feedback: FeedbackOutlined,
    hr_interactions: SupportAgentOutlined,
  },
  ckl: {
    work_hours: AccessTimeOutlined,
    attendance: EventAvailableOutlined,
  },
  sso: {
    dashboard: DashboardOutlined,
    user_management: ManageAccountsOutlined,
    company_management: BusinessOutlined,
    audit_logs: HistoryOutlined,
    backup: BackupOutlined,
    chat: ChatOutlined,
  },
};

const MODULE_META: Record<ProductCode, { label: string; icon: SvgIconComponent }> = {
  rct: { label: 'Recruiting', icon: WorkHistoryOutlined },
  onb: { label: 'Onboarding', icon: RocketLaunchOutlined },
  prf: { label: 'Performance', icon: TrendingUpOutlined },
  bzh: { label: 'BuzzHR', icon: CampaignOutlined },
  ckl: { label: 'ClockLog', icon: AccessTimeOutlined },
  sso: { label: 'Admin', icon: AdminPanelSettingsOutlined },
};

// The switcher's order (spec section 1), with the admin console last.
const MODULE_ORDER: readonly ProductCode[] = ['rct', 'onb', 'prf', 'bzh', 'ckl', 'sso'];

// Pages served at another path than their menu entry names; the old path redirects (router.tsx).
const MENU_PATHS: Partial<Record<string, string>> = { '/admin/audit-logs': paths.adminAudit };

// Pages without a menu entry of their own, opened by the permission of the entry they belong to.
const EXTRA_ITEMS: Partial<Record<ProductCode, NavItem[]>> = {
  sso: [
    {
      label: 'Roles',
      path: paths.adminRoles,
      icon: SecurityOutlined,
      permission: { app: 'sso', key: 'user_management' },
      requires: 'sso.admin.roles.role.view',
    },
    {
      label: 'Login as log',
      path: paths.adminLoginAsLog,
      icon: ManageHistoryOutlined,
      permission: { app: 'sso', key: 'audit_logs' },
      requires: 'sso.admin.impersonation.log.view',
    },
  ],
};

function moduleItems<App extends ProductCode>(app: App): NavItem[] {
  const entries = APP_MENUS[app] as ReadonlyArray<{ key: MenuKey<App>; label: string; path: string }>;
  return [
    ...entries.map((entry) => ({
      label: entry.label,
      path: MENU_PATHS[entry.path] ?? entry.path,
      icon: MENU_ICONS[app][entry.key],
      permission: { app, key: entry.key },
    })),
    ...(EXTRA_ITEMS[app] ?? []),
  ];
}

/** Every module with every menu entry, before permissions and built pages are taken into account. */
export const NAV_MODULES: readonly NavModule[] = MODULE_ORDER.map((app) => ({
  app,
  ...MODULE_META[app],
  items: moduleItems(app),
}));

/** The signed-in user's own pages, open to everyone. */
export const ACCOUNT_ITEMS: readonly NavItem[] = [
  { label: 'My profile', path: paths.myProfile, icon: PersonOutline },
  { label: 'Notifications', path: paths.notifications, icon: NotificationsNoneOutlined },
];

export const GALLERY_ITEM: NavItem = { label: 'Interface kit', path: paths.uiGallery, icon: WidgetsOutlined };
