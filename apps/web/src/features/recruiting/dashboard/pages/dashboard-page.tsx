import {
  Box,
  Card,
  CardContent,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../../lib/page-title';
import { canOpenPage } from '../../../../config/page-access';
import { paths } from '../../../../config/paths';
import { useHasPermission, useSession } from '../../../../lib/session-hooks';
import { MyInterviewsCard } from '../components/my-interviews-card';
import { PendingApprovalsCard } from '../components/pending-approvals-card';
import { RecruitingBuckets } from '../components/recruiting-buckets';
import { ACCOUNT_CARD, moduleCards, type DashboardCard } from '../utils/dashboard-cards';

function LinksCard({ card }: { card: DashboardCard }) {
  const headingId = `dashboard-card-${card.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {card.title}
        </Typography>
      </CardContent>
      <List dense disablePadding sx={{ pb: 1 }}>
        {card.links.map((link) => (
          <ListItem key={link.path} disablePadding>
            <ListItemButton component={RouterLink} to={link.path} sx={{ px: 2 }}>
              <ListItemText primary={link.label} slotProps={{ primary: { fontWeight: 500 } }} />
              <ChevronRightIcon fontSize="small" color="action" aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

/** The landing page: the pages of each module the signed-in user may open, and their own account. */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  const permissions = user?.permissions ?? [];
  const cards = moduleCards(user?.menuPermissions ?? {}, permissions);
  const recruits = useHasPermission('rct.module.candidates.candidate.view');
  // The dashboard's own pages (spec: /dashboard sub-pages), each shown when it would open.
  const recruitingLinks = [
    { label: 'Jobs I am following', path: paths.followedJobs },
    { label: 'Recruiting goals', path: paths.recruitingGoals },
    { label: 'Add a referral', path: paths.addReferral },
  ].filter((link) => canOpenPage(link.path, permissions));

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        Welcome{user ? `, ${user.firstName}` : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {user?.companyName}
      </Typography>
      {recruits && <RecruitingBuckets />}
      <Box id="pending-approvals" sx={{ scrollMarginTop: 80 }}>
        <PendingApprovalsCard />
      </Box>
      <MyInterviewsCard />
      {cards.length === 0 && recruitingLinks.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Nothing in your company’s modules is open to you yet. Your company administrator decides what your
          role includes; ask them if you need more.
        </Typography>
      )}
      <Grid container spacing={2}>
        {[
          ...(recruitingLinks.length > 0 ? [{ title: 'Recruiting dashboard', links: recruitingLinks }] : []),
          ...cards,
          ACCOUNT_CARD,
        ].map((card) => (
          <Grid key={card.title} size={{ xxs: 12, sm: 6, md: 4 }}>
            <LinksCard card={card} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
