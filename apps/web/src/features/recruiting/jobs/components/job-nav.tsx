import { Box, Button, Stack } from '@mui/material';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { NavLink, Outlet, useParams } from 'react-router';
import { useHasPermission } from '../../../../lib/session-hooks';
import { JOB_NAV_ITEMS } from '../utils/job-nav-items';

function NavItem({ to, label, permission }: { to: string; label: string; permission?: PermissionId }) {
  const allowed = useHasPermission(permission ?? 'rct.module.jobs.job.view');
  if (!allowed) return null;
  return (
    <Box component="li">
      <Button
        component={NavLink}
        to={to}
        end
        size="small"
        sx={{
          whiteSpace: 'nowrap',
          borderRadius: 0,
          borderBottom: 2,
          borderColor: 'transparent',
          '&.active': { borderColor: 'primary.main', fontWeight: 700 },
        }}
      >
        {label}
      </Button>
    </Box>
  );
}

/**
 * Every page of a job shares this bar: its dashboard, pipeline, approvals and set-up pages, each shown
 * to those who may open it. NavLink marks the current page (aria-current="page").
 */
export function JobNav() {
  const { id = '' } = useParams();
  return (
    <Box
      component="nav"
      aria-label="Job pages"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, overflowX: 'auto' }}
    >
      <Stack component="ul" direction="row" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {JOB_NAV_ITEMS.map((item) => (
          <NavItem key={item.label} to={item.path(id)} label={item.label} permission={item.permission} />
        ))}
      </Stack>
    </Box>
  );
}

/** The layout of /jobs/:id/*: the job's navigation above the page. */
export default function JobLayout() {
  return (
    <>
      <JobNav />
      <Outlet />
    </>
  );
}
