import { Box, Grid, Paper, Stack, Typography } from '@mui/material';
import type { CandidateApplication } from '../api/candidates-api';
import { ApplicationAnswers } from './application-answers';
import { FileDownloadButton } from '../../../../components/upload/file-download-button';
import { isPdfName, ResumePreview } from './resume-preview';

/** What the candidate sent: the résumé beside the answers when it can be shown, else everything stacked. */
export function ReviewApplicationBody({ application }: { application: CandidateApplication }) {
  const { resume, coverLetter, coverLetterText, answers } = application;
  const isResumeShown = resume !== null && isPdfName(resume.name);
  const hasDetails = Boolean(coverLetter || coverLetterText) || answers.length > 0;
  const details = (
    <Paper variant="outlined" sx={{ p: { xxs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        {(resume && !isResumeShown) || coverLetter ? (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {resume && !isResumeShown && (
              <FileDownloadButton fileId={resume.id} fileName={resume.name} label="Résumé" />
            )}
            {coverLetter && (
              <FileDownloadButton fileId={coverLetter.id} fileName={coverLetter.name} label="Cover letter" />
            )}
          </Stack>
        ) : null}
        {coverLetterText && (
          <Box>
            <Typography variant="subtitle2" component="h4">
              Cover letter
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {coverLetterText}
            </Typography>
          </Box>
        )}
        <ApplicationAnswers answers={answers} />
        {!hasDetails && (
          <Typography color="text.secondary">
            {resume
              ? 'No cover letter or answers came with this application.'
              : 'No résumé, cover letter or answers came with this application.'}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
  if (!isResumeShown) return details;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xxs: 12, md: 7 }}>
        <ResumePreview file={resume} />
      </Grid>
      <Grid size={{ xxs: 12, md: 5 }}>{details}</Grid>
    </Grid>
  );
}
