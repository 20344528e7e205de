import { Stack, Typography } from '@mui/material';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AppTabs, TabPanel } from '../../../../components/ui/tabs';
import { EmptyState } from '../../../../components/ui/empty-state';
import { holdsPermission, useSession } from '../../../../lib/session-hooks';
import { COMPANY_TABS, companyTabPath, type CompanyTab } from '../utils/company-tabs';

const ID_PREFIX = 'company';

/** Company management: the profile and the organisation, one tab per area the admin may view. */
export default function CompanyLayoutPage() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = COMPANY_TABS.filter((tab) => holdsPermission(user?.permissions, tab.permission));
  const current = tabs.find((tab) => pathname.startsWith(companyTabPath(tab.value)));

  if (!current) {
    if (tabs[0]) return <Navigate to={companyTabPath(tabs[0].value)} replace />;
    return (
      <EmptyState
        title="Nothing to manage here"
        description="Your role does not include any part of company management. Ask an administrator if you need it."
      />
    );
  }
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h4" component="h1">
          Company management
        </Typography>
        <Typography color="text.secondary">
          Your company’s profile, departments, offices, groups and the attributes people carry.
        </Typography>
      </div>
      <AppTabs<CompanyTab>
        tabs={tabs.map(({ value, label }) => ({ value, label }))}
        value={current.value}
        onChange={(tab) => void navigate(companyTabPath(tab))}
        label="Company management"
        idPrefix={ID_PREFIX}
      />
      <TabPanel idPrefix={ID_PREFIX} value={current.value} current={current.value}>
        <Outlet />
      </TabPanel>
    </Stack>
  );
}
