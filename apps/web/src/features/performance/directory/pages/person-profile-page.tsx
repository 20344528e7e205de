import dayjs from 'dayjs';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Link,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useDirectoryProfileQuery, type DirectoryProfile } from '../api/directory-api';
import { formatLongDate, tenure } from '../utils/tenure';
import { Fact } from '../../../../components/ui/fact';
import { ProfilePraise } from '../../feedback/components/profile-praise';
import { PersonGoals } from '../../goals/components/person-goals';
import { PersonUpdates } from '../../updates/components/person-updates';

const personLink = (person: { id: string; name: string }) => (
  <Link component={RouterLink} to={paths.performancePerson(person.id)} underline="hover">
    {person.name}
  </Link>
);

function Details({ person }: { person: DirectoryProfile }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Details
        </Typography>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          <Fact label="Email">
            <Link href={`mailto:${person.email}`}>{person.email}</Link>
          </Fact>
          <Fact label="Department">{person.department?.name ?? 'None'}</Fact>
          <Fact label="Location">{person.location?.name ?? 'None'}</Fact>
          <Fact label="Manager">{person.manager ? personLink(person.manager) : 'Nobody'}</Fact>
          <Fact label="Start date">
            {person.startDate
              ? `${formatLongDate(person.startDate)} (${tenure(person.startDate, dayjs().format('YYYY-MM-DD'))})`
              : 'Not set'}
          </Fact>
          <Fact label="Time zone">{person.timezone}</Fact>
          <Fact label="Groups">
            {person.groups.length === 0 ? (
              'None'
            ) : (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                {person.groups.map((group) => (
                  <Chip key={group.id} size="small" label={group.name} />
                ))}
              </Stack>
            )}
          </Fact>
        </Stack>
      </CardContent>
    </Card>
  );
}

function ReportingLine({ person }: { person: DirectoryProfile }) {
  const topFirst = [...person.managerChain].reverse();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2">
            Reporting line
          </Typography>
          <Button
            size="small"
            startIcon={<AccountTreeOutlinedIcon />}
            component={RouterLink}
            to={paths.performanceOrgChart(person.id)}
          >
            Show in the chart
          </Button>
        </Stack>
        {topFirst.length === 0 ? (
          <Typography color="text.secondary">
            {person.name} reports to nobody: they are at the top.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Managers, the top first">
            {topFirst.map((manager) => (
              <ListItem key={manager.id} disableGutters>
                <ListItemAvatar>
                  <PersonAvatar name={manager.name} avatarUrl={manager.avatarUrl} size={32} />
                </ListItemAvatar>
                <ListItemText primary={personLink(manager)} secondary={manager.jobTitle} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function Reports({ person }: { person: DirectoryProfile }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Direct reports ({person.reports.length})
        </Typography>
        {person.reports.length === 0 ? (
          <Typography color="text.secondary">Nobody reports to {person.name}.</Typography>
        ) : (
          <List dense disablePadding>
            {person.reports.map((report) => (
              <ListItem key={report.id} disableGutters>
                <ListItemAvatar>
                  <PersonAvatar name={report.name} avatarUrl={report.avatarUrl} size={32} />
                </ListItemAvatar>
                <ListItemText
                  primary={personLink(report)}
                  secondary={[
                    report.jobTitle,
                    report.directReports > 0 ? `${report.directReports} reports` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** /performance/directory/:id: a colleague's profile. */
export default function PersonProfilePage() {
  const { id = '' } = useParams();
  const profile = useDirectoryProfileQuery(id);
  usePageTitle(profile.data?.name ?? 'Profile');

  if (profile.isError)
    return (
      <Stack spacing={3}>
        <Breadcrumbs items={[{ label: 'Directory', to: paths.performanceDirectory }, { label: 'Profile' }]} />
        <LoadFailureState error={profile.error} subject="person" onRetry={() => void profile.refetch()} />
      </Stack>
    );
  if (!profile.data)
    return <Skeleton variant="rounded" height={320} aria-label="Loading the profile" role="progressbar" />;
  const person = profile.data;
  return (
    <Stack spacing={3}>
      <Box>
        <Breadcrumbs
          items={[{ label: 'Directory', to: paths.performanceDirectory }, { label: person.name }]}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PersonAvatar name={person.name} avatarUrl={person.avatarUrl} size={72} />
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {person.name}
              </Typography>
              {person.relation === 'self' && <Chip size="small" color="primary" label="You" />}
              {person.relation === 'manager' && <Chip size="small" label="On your team" />}
              {person.status === 'invited' && <Chip size="small" variant="outlined" label="Invited" />}
              {person.status === 'inactive' && (
                <Chip size="small" variant="outlined" label="No longer here" />
              )}
            </Stack>
            <Typography color="text.secondary">
              {[person.jobTitle, person.department?.name, person.location?.name].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Stack>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xxs: 12, md: 5 }}>
          <Details person={person} />
        </Grid>
        <Grid size={{ xxs: 12, md: 7 }}>
          <Stack spacing={3}>
            <ReportingLine person={person} />
            <Reports person={person} />
            <ProfilePraise person={person} />
            <PersonGoals personId={person.id} name={person.name} />
            <PersonUpdates person={person} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
