import type { ReactNode } from 'react';
import { Avatar, Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Link as RouterLink } from 'react-router';
import { formatPhoneNumber, type Profile } from '@atrium/shared/schemas/platform/profile';
import { paths } from '../../../../config/paths';
import { roleLabel } from '../utils/role-label';
import { formatUtcOffset, localTimeIn, utcOffsetMinutes } from '../../../../lib/timezones';

const initialsOf = (profile: Profile) =>
  `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase();

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xxs: '1fr', sm: '200px 1fr' },
        gap: { xxs: 0.25, sm: 2 },
        py: 2,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

const Missing = ({ children }: { children: ReactNode }) => (
  <Typography component="span" color="text.disabled">
    {children}
  </Typography>
);

/** The read-only profile of /my-profile: who you are, how to reach you, and where to change it. */
export function ProfileOverview({ profile }: { profile: Profile }) {
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const localTime = localTimeIn(profile.timezone);

  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        sx={{ p: { xxs: 2, sm: 4 }, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Avatar
          src={profile.avatarUrl ?? undefined}
          alt={fullName}
          sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main' }}
        >
          {initialsOf(profile)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h4" component="h1">
            {fullName}
          </Typography>
          <Typography color="text.secondary">
            {roleLabel(profile.role)} · {profile.companyName}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.editProfile}
          variant="contained"
          startIcon={<EditOutlinedIcon />}
        >
          Edit profile
        </Button>
      </Paper>

      <Paper variant="outlined" sx={{ px: { xxs: 2, sm: 4 }, py: 1 }}>
        <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ pt: 2 }}>
          Details
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Detail label="Email">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ wordBreak: 'break-all' }}>
                {profile.email}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                color={profile.emailVerified ? 'success' : 'warning'}
                label={profile.emailVerified ? 'Verified' : 'Not verified'}
              />
            </Box>
            {profile.pendingEmail && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                Change to <strong>{profile.pendingEmail}</strong> is waiting for verification: open the link
                we emailed to that address.
              </Typography>
            )}
          </Detail>
          <Detail label="Phone">
            {profile.contactNumber ? formatPhoneNumber(profile.contactNumber) : <Missing>Not added</Missing>}
          </Detail>
          <Detail label="Timezone">
            {profile.timezone.replace(/_/g, ' ')}{' '}
            <Typography component="span" color="text.secondary">
              ({formatUtcOffset(utcOffsetMinutes(profile.timezone))}
              {localTime ? `, now ${localTime}` : ''})
            </Typography>
          </Detail>
          <Detail label="Company">{profile.companyName}</Detail>
          <Detail label="Role">{roleLabel(profile.role)}</Detail>
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ px: { xxs: 2, sm: 4 }, py: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <LockResetIcon color="action" aria-hidden />
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography fontWeight={600}>Password</Typography>
            <Typography variant="body2" color="text.secondary">
              Changing it signs you out everywhere, this browser included.
            </Typography>
          </Box>
          <Link component={RouterLink} to={paths.changePassword} fontWeight={600}>
            Change password
          </Link>
        </Box>
      </Paper>
    </Stack>
  );
}
