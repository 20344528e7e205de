import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { RenderedComponent, TeamMember } from '@atrium/shared/schemas/onboarding/welcome';
import { SanitizedHtml } from '../../../../components/ui/sanitized-html';
import { paths } from '../../../../config/paths';
import { DocumentsToSignCard } from '../../e-signature/components/documents-to-sign-card';
import { ProfileForm } from '../../profile/components/profile-form';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

function Team({ members }: { members: TeamMember[] }) {
  if (members.length === 0)
    return <Typography color="text.secondary">Your team will be introduced here soon.</Typography>;
  return (
    <Box
      component="ul"
      aria-label="Your team"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      }}
    >
      {members.map((member) => (
        <Card component="li" variant="outlined" key={member.id}>
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar src={member.avatarUrl ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
                {initialsOf(member.name)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {member.role}
                </Typography>
                {member.jobTitle && member.jobTitle !== member.role && (
                  <Typography variant="body2" color="text.secondary">
                    {member.jobTitle}
                  </Typography>
                )}
              </Box>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

const dayLabel = (date: string | null, day: number) =>
  date
    ? new Intl.DateTimeFormat('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`))
    : `Day ${day}`;

function Timeline({ items }: { items: Extract<RenderedComponent, { type: 'timeline' }>['items'] }) {
  const days = [...new Set(items.map((item) => item.day))];
  return (
    <Stack spacing={2} component="ol" aria-label="Your first week" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {days.map((day) => {
        const ofDay = items.filter((item) => item.day === day);
        return (
          <Box component="li" key={day}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {dayLabel(ofDay[0]!.date, day)}
            </Typography>
            <Stack
              component="ul"
              spacing={1}
              sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 3, borderColor: 'secondary.main', pl: 2 }}
            >
              {ofDay.map((item, index) => (
                <Box component="li" key={index}>
                  <Typography>
                    {item.time && <strong>{item.time} · </strong>}
                    {item.title}
                  </Typography>
                  {item.description && (
                    <Typography variant="body2" color="text.secondary">
                      {item.description}
                    </Typography>
                  )}
                </Box>
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}

/** One component of a welcome page. In a preview, the hire's own forms are shown as what they link to. */
export function WelcomeComponent({
  component,
  isPreview,
}: {
  component: RenderedComponent;
  isPreview: boolean;
}) {
  switch (component.type) {
    case 'rich_text':
      return <SanitizedHtml html={component.html} />;
    case 'image':
      return component.url ? (
        <Box
          component="img"
          src={component.url}
          alt={component.alt}
          sx={{ maxWidth: '100%', height: 'auto', borderRadius: 1 }}
        />
      ) : null;
    case 'video':
      return (
        <Box sx={{ position: 'relative', width: '100%', pt: '56.25%', borderRadius: 1, overflow: 'hidden' }}>
          <Box
            component="iframe"
            src={component.embedUrl}
            title={component.title || 'Video'}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </Box>
      );
    case 'team':
      return <Team members={component.members} />;
    case 'timeline':
      return <Timeline items={component.items} />;
    case 'profile_form':
      return isPreview ? (
        <Card variant="outlined">
          <CardContent>
            <Typography sx={{ fontWeight: 600 }}>Your profile</Typography>
            <Typography color="text.secondary">The hire fills in their profile fields here.</Typography>
          </CardContent>
        </Card>
      ) : (
        <Stack spacing={1}>
          <Typography variant="h6" component="h3">
            Your profile
          </Typography>
          <ProfileForm />
        </Stack>
      );
    case 'documents':
      return isPreview ? (
        <Card variant="outlined">
          <CardContent>
            <Typography sx={{ fontWeight: 600 }}>Documents to sign</Typography>
            <Typography color="text.secondary">
              The hire’s documents waiting for their signature are listed here.
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <Stack spacing={1}>
          <DocumentsToSignCard />
          <Button
            component={RouterLink}
            to={paths.onboardingMyTasks}
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          >
            Open my tasks
          </Button>
        </Stack>
      );
  }
}
