import { Avatar, AvatarGroup, Box, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { initialsOf } from '../../../../components/ui/person-avatar';
import { paths } from '../../../../config/paths';
import type { OneOnOne } from '../api/one-on-ones-api';
import { formatMeetingDay, formatMeetingTime, scheduleLabel } from '../utils/one-on-one-format';

/**
 * The columns of a list of series, times on the viewer's clock; `linked` names link to the series,
 * which the 1-on-1 log leaves out, since its readers may not open them.
 */
export const oneOnOneColumns = (
  zone: string | undefined,
  { linked }: { linked: boolean },
): readonly DataTableColumn<OneOnOne>[] => [
  {
    id: 'people',
    header: '1-on-1',
    hideable: false,
    cell: (series) => {
      const title = series.isParticipant
        ? (series.participants[1]?.name ?? '')
        : series.participants.map((person) => person.name).join(' and ');
      return (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 220 }}>
          <AvatarGroup max={2} sx={{ '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 13 } }}>
            {series.participants.map((person) => (
              <Avatar key={person.id} src={person.avatarUrl ?? undefined} alt="">
                {initialsOf(person.name)}
              </Avatar>
            ))}
          </AvatarGroup>
          <Box sx={{ minWidth: 0 }}>
            {linked ? (
              <Link
                component={RouterLink}
                to={paths.performanceOneOnOne(series.id)}
                underline="hover"
                sx={{ fontWeight: 600 }}
              >
                {title}
              </Link>
            ) : (
              <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {scheduleLabel(series.cadence, series.durationMinutes)}
            </Typography>
          </Box>
        </Stack>
      );
    },
    csv: (series) => series.participants.map((person) => person.name).join(' and '),
  },
  {
    id: 'next',
    header: 'Next meeting',
    cell: (series) =>
      series.status === 'cancelled' ? (
        <Chip size="small" variant="outlined" label="Cancelled" />
      ) : series.nextMeeting ? (
        formatMeetingTime(series.nextMeeting.scheduledAt, zone)
      ) : (
        'None planned'
      ),
  },
  {
    id: 'last',
    header: 'Last held',
    cell: (series) => (series.lastHeldAt ? formatMeetingDay(series.lastHeldAt, zone) : 'Not yet'),
  },
  { id: 'held', header: 'Meetings held', cell: (series) => String(series.meetingsHeld) },
  { id: 'actions', header: 'Open action items', cell: (series) => String(series.openActionItems) },
];
