import { roleLabel } from '@atrium/shared/constants/company';
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { RECRUITING_ACCESS_LABELS } from '@atrium/shared/schemas/recruiting/recruiting-settings';
import { paths } from '../../../../config/paths';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { HIRING_TEAM_ROLE_LABELS } from '../../jobs/utils/hiring-team-labels';
import { useRecruitingUserQuery, useSetRecruitingRoleMutation } from '../api/recruiting-settings-api';

const NO_ROLE = 'none';

/** /configuration/user/user-details?id=…: a person's recruiting permissions, hiring teams and role. */
export default function UserDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const canEdit = useHasPermission('rct.settings.users.user.edit');
  const user = useRecruitingUserQuery(id, { skip: !id });
  const [setRole, setting] = useSetRecruitingRoleMutation();
  const [picked, setPicked] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  usePageTitle(user.data?.name ?? 'User details');

  const current = user.data?.customRole?.id ?? NO_ROLE;
  const choice = picked ?? current;
  const roleName = (roleId: string) =>
    roleId === NO_ROLE
      ? 'no company role'
      : (user.data?.assignableRoles.find((role) => role.id === roleId)?.name ?? '');

  const confirm = async () => {
    setConfirming(false);
    try {
      const answer = await setRole({ id, customRoleId: choice === NO_ROLE ? null : choice }).unwrap();
      toastSuccess(successMessage(answer, 'Role saved'));
      setPicked(null);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Link component={RouterLink} to={paths.recruitingUsers}>
        ← Users
      </Link>
      {!id && <RetryAlert onRetry={() => undefined}>No user was named in the address.</RetryAlert>}
      {user.isError && (
        <RetryAlert onRetry={() => void user.refetch()}>This user could not be loaded.</RetryAlert>
      )}
      {user.isLoading && <Skeleton variant="rounded" height={240} />}
      {user.data && (
        <>
          <Box>
            <Typography variant="h4" component="h1">
              {user.data.name}
            </Typography>
            <Typography color="text.secondary">
              {user.data.email}
              {user.data.jobTitle ? ` · ${user.data.jobTitle}` : ''} ·{' '}
              {RECRUITING_ACCESS_LABELS[user.data.level]}
            </Typography>
          </Box>
          <Card variant="outlined" component="section" aria-labelledby="recruiting-role">
            <CardContent>
              <Typography id="recruiting-role" variant="h6" component="h2" gutterBottom>
                Recruiting role
              </Typography>
              <Typography color="text.secondary" gutterBottom>
                System role: {roleLabel(user.data.systemRole)}. A company role adds its permissions to it.
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <TextField
                  select
                  label="Company role"
                  value={choice}
                  onChange={(event) => setPicked(event.target.value)}
                  disabled={!canEdit}
                  size="small"
                  sx={{ minWidth: 240 }}
                >
                  <MenuItem value={NO_ROLE}>No company role</MenuItem>
                  {user.data.assignableRoles.map((role) => (
                    <MenuItem key={role.id} value={role.id}>
                      {role.name} ({RECRUITING_ACCESS_LABELS[role.level]})
                    </MenuItem>
                  ))}
                </TextField>
                {canEdit && (
                  <Button
                    variant="contained"
                    disabled={choice === current || setting.isLoading}
                    onClick={() => setConfirming(true)}
                  >
                    Change role
                  </Button>
                )}
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined" component="section" aria-labelledby="hiring-teams">
            <CardContent>
              <Typography id="hiring-teams" variant="h6" component="h2" gutterBottom>
                Hiring teams
              </Typography>
              {user.data.hiringTeams.length === 0 ? (
                <Typography color="text.secondary">Not on any hiring team.</Typography>
              ) : (
                <List dense aria-label="Hiring teams">
                  {user.data.hiringTeams.map((team) => (
                    <ListItem key={`${team.jobId}:${team.role}`} disableGutters>
                      <ListItemText
                        primary={
                          <Link component={RouterLink} to={paths.jobHiringTeam(team.jobId)}>
                            {team.jobName}
                          </Link>
                        }
                        secondary={`${HIRING_TEAM_ROLE_LABELS[team.role].singular}${team.responsible ? ' (responsible)' : ''} · ${team.jobStatus}`}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined" component="section" aria-labelledby="recruiting-permissions">
            <CardContent>
              <Typography id="recruiting-permissions" variant="h6" component="h2" gutterBottom>
                Recruiting permissions ({user.data.permissions.length})
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {user.data.permissions.map((permission) => (
                  <Chip key={permission.id} label={permission.name} size="small" />
                ))}
              </Box>
            </CardContent>
          </Card>
          <ConfirmDialog
            open={confirming}
            title="Change recruiting role"
            message={`Give ${user.data.name} ${roleName(choice)}? What they may do in recruiting changes at their next click.`}
            confirmLabel="Change role"
            onConfirm={confirm}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </Stack>
  );
}
