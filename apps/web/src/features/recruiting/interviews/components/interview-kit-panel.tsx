import type { ReactNode } from 'react';
import { Box, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import type { InterviewKit } from '@atrium/shared/schemas/recruiting/interview-kit';
import { SanitizedHtml } from '../../../../components/ui/sanitized-html';
import { FileDownloadButton } from '../../../../components/upload/file-download-button';
import { useViewerTimezone } from '../hooks/use-viewer-timezone';
import { formatSpan, zoneLabel } from '../utils/zoned-time';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const prose = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The interview kit: when and where, who, the notes, the prep, the résumé, the questions and the focus. */
export function InterviewKitPanel({ kit, answer }: { kit: InterviewKit; answer?: ReactNode }) {
  const zone = useViewerTimezone();
  const { interview } = kit;
  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      <Stack spacing={1.5}>
        <Part title="When">
          <Typography>{formatSpan(interview.startsAt, interview.endsAt, zone)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {zoneLabel(zone, interview.startsAt)}
          </Typography>
        </Part>
        <Part title="Where">
          {interview.location || interview.videoUrl ? (
            <Stack spacing={0.5}>
              {interview.location && <Typography sx={prose}>{interview.location}</Typography>}
              {interview.videoUrl && (
                <Link href={interview.videoUrl} target="_blank" rel="noopener noreferrer" sx={prose}>
                  Join the video call
                </Link>
              )}
            </Stack>
          ) : (
            <Typography color="text.secondary">No place or video link given.</Typography>
          )}
        </Part>
        <Part title="Interviewers">
          <Typography>{interview.interviewers.map((person) => person.name).join(', ')}</Typography>
        </Part>
        {answer}
      </Stack>
      {interview.notes && (
        <Part title="Notes from the scheduler">
          <Typography variant="body2" sx={prose}>
            {interview.notes}
          </Typography>
        </Part>
      )}
      <Part title="Prep notes">
        {kit.prepNotes ? (
          <SanitizedHtml html={kit.prepNotes} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            The job has no notes for interviewers.
          </Typography>
        )}
      </Part>
      {kit.instructions && (
        <Part title="Instructions">
          <Typography variant="body2" sx={prose}>
            {kit.instructions}
          </Typography>
        </Part>
      )}
      <Part title="Résumé">
        {kit.resume ? (
          <FileDownloadButton fileId={kit.resume.id} fileName={kit.resume.name} label="Résumé" />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No résumé on this application.
          </Typography>
        )}
      </Part>
      {kit.questions.length > 0 && (
        <Part title="Questions to ask">
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {kit.questions.map((question) => (
              <Typography key={question} component="li" variant="body2" sx={{ ...prose, py: 0.25 }}>
                {question}
              </Typography>
            ))}
          </Box>
        </Part>
      )}
      {kit.focusAttributes.length > 0 && (
        <Part title="Focus attributes">
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {kit.focusAttributes.map((attribute) => (
              <Chip key={attribute.id} size="small" label={attribute.name} />
            ))}
          </Stack>
        </Part>
      )}
    </Stack>
  );
}
