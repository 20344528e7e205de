import { Box, Card, CardActionArea, CardContent, Chip, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { APP_MENUS } from '@atrium/shared/permissions/menus';
import type { ProductCode } from '@atrium/shared/constants/modules';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-hooks';
import { PendingApprovalsCard } from '../components/pending-approvals-card';

const APP_NAMES: Record<ProductCode, string> = {
  rct: 'Recruiting',
  onb: 'Onboarding',
  prf: 'Performance',
  bzh: 'BuzzHR',
  ckl: 'ClockLog',
  sso: 'Admin',
};

/** The landing page: the modules and menus the signed-in user may open. */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  const apps = Object.entries(user?.menuPermissions ?? {}) as Array<
    [ProductCode, { menu: string[]; module: string[] }]
  >;

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        Welcome{user ? `, ${user.firstName}` : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {user?.companyName}
      </Typography>
      <PendingApprovalsCard />
      {apps.length === 0 ? (
        <Typography>
          No modules are enabled for your account yet. Ask your company administrator for access.
        </Typography>
      ) : (
        <Grid container spacing={2}>
          {apps.map(([code, grant]) => {
            const keys = code === 'sso' ? grant.menu : grant.module;
            const entries = APP_MENUS[code].filter((entry) => keys.includes(entry.key));
            return (
              <Grid key={code} size={{ xxs: 12, sm: 6, md: 4 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={entries[0]?.path ?? '/dashboard'}
                    sx={{ height: '100%' }}
                  >
                    <CardContent>
                      <Typography variant="h6" component="h2" gutterBottom>
                        {APP_NAMES[code]}
                      </Typography>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                        {entries.map((entry) => (
                          <Chip key={entry.key} label={entry.label} size="small" />
                        ))}
                      </Box>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
    </Box>
  );
}
