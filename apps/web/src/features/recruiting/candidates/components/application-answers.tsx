import { Box, Typography } from '@mui/material';
import type { CandidateApplication } from '../api/candidates-api';
import { FileDownloadButton } from '../../../../components/upload/file-download-button';

/** What the candidate answered on the job post, under each question as it was asked. */
export function ApplicationAnswers({ answers }: { answers: CandidateApplication['answers'] }) {
  if (answers.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        Answers
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {answers.map((answer) => (
          <Box key={answer.questionId} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {answer.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {/* A file question's answer is the file's id. */}
              {answer.fileName && typeof answer.value === 'string' ? (
                <FileDownloadButton fileId={answer.value} fileName={answer.fileName} label="File" />
              ) : Array.isArray(answer.value) ? (
                answer.value.join(', ')
              ) : (
                answer.value || '—'
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
