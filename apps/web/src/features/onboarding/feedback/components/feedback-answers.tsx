import { Stack, Typography } from '@mui/material';
import type { FeedbackRequest } from '../api/feedback-api';

const answerText = (
  question: FeedbackRequest['questions'][number],
  answer: FeedbackRequest['answers'][number] | undefined,
) => {
  if (!answer) return 'Not answered';
  if (question.kind === 'rating')
    return answer.rating === null ? 'Not answered' : `${answer.rating} out of 5`;
  if (question.kind === 'yes_no') return answer.yesNo === null ? 'Not answered' : answer.yesNo ? 'Yes' : 'No';
  return answer.text || 'Not answered';
};

/** A request's questions, each with the hire's answer. */
export function FeedbackAnswers({ request }: { request: FeedbackRequest }) {
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {request.questions.map((question) => (
        <div key={question.id}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {question.prompt}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {answerText(
              question,
              request.answers.find((answer) => answer.questionId === question.id),
            )}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
