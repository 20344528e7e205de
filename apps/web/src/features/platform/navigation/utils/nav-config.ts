import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ManageHistoryOutlined from '@mui/icons-material/ManageHistoryOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
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
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
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
import type { APP_MENUS } from '@atrium/shared/permissions/menus';
import { APP_LABELS, APP_ORDER, menuPagesOf } from '../../../../config/menu-pages';
import { paths } from '../../../../config/paths';
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
    fields: FactCheckOutlined,
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

const MODULE_ICONS: Record<ProductCode, SvgIconComponent> = {
  rct: WorkHistoryOutlined,
  onb: RocketLaunchOutlined,
  prf: TrendingUpOutlined,
  bzh: CampaignOutlined,
  ckl: AccessTimeOutlined,
  sso: AdminPanelSettingsOutlined,
};

// Pages beside a menu entry have an icon of their own.
const PAGE_ICONS: Partial<Record<string, SvgIconComponent>> = {
  [paths.applicationReview]: FactCheckOutlined,
  [paths.adminRoles]: SecurityOutlined,
  [paths.adminLoginAsLog]: ManageHistoryOutlined,
  [paths.adminOutbox]: OutboxOutlined,
};

function moduleItems<App extends ProductCode>(app: App): NavItem[] {
  return menuPagesOf(app).map(({ key, label, path }) => ({
    label,
    path,
    icon: PAGE_ICONS[path] ?? MENU_ICONS[app][key as MenuKey<App>],
    permission: { app, key },
  }));
}

/** Every module with every menu entry, before permissions and built pages are taken into account. */
export const NAV_MODULES: readonly NavModule[] = APP_ORDER.map((app) => ({
  app,
  label: APP_LABELS[app],
  icon: MODULE_ICONS[app],
  items: moduleItems(app),
}));

/** The signed-in user's own pages, open to everyone. */
export const ACCOUNT_ITEMS: readonly NavItem[] = [
  { label: 'My profile', path: paths.myProfile, icon: PersonOutline },
  { label: 'Notifications', path: paths.notifications, icon: NotificationsNoneOutlined },
];

export const GALLERY_ITEM: NavItem = { label: 'Interface kit', path: paths.uiGallery, icon: WidgetsOutlined };
