import { useState } from 'react';
import { useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Rating,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { answerProblem, type FeedbackAnswersInput } from '@atrium/shared/schemas/onboarding/feedback';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useAnswerFeedbackRequestMutation, useMyFeedbackRequestQuery } from '../api/feedback-api';
import { FeedbackAnswers } from '../components/feedback-answers';

type Draft = Record<string, { rating?: number | null; text?: string | null; yesNo?: boolean | null }>;

/** /onboarding/feedback/:requestId: the new hire answers a feedback set sent to them (once). */
export default function FeedbackAnswerPage() {
  usePageTitle('Your feedback');
  const { requestId = '' } = useParams();
  const request = useMyFeedbackRequestQuery(requestId);
  const [answer, { isLoading }] = useAnswerFeedbackRequestMutation();
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (id: string, value: Draft[string]) =>
    setDraft((current) => ({ ...current, [id]: { ...current[id], ...value } }));

  if (request.isError)
    return (
      <LoadFailureState
        error={request.error}
        subject="feedback request"
        onRetry={() => void request.refetch()}
      />
    );
  if (!request.data)
    return <Skeleton variant="rounded" height={320} aria-label="Loading the questions" role="progressbar" />;
  const data = request.data;

  const submit = async () => {
    const problems = Object.fromEntries(
      data.questions.flatMap((question) => {
        const problem = answerProblem(question, draft[question.id]);
        return problem ? [[question.id, problem]] : [];
      }),
    );
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const body: FeedbackAnswersInput = {
      answers: data.questions.map((question) => ({
        questionId: question.id,
        ...draft[question.id],
      })) as FeedbackAnswersInput['answers'],
    };
    try {
      toastSuccess(
        successMessage(await answer({ id: requestId, body }).unwrap(), 'Thank you for your feedback!'),
      );
    } catch (error) {
      const byField = fieldErrors(error);
      if (byField.length === 0) toastError(error);
      else
        setErrors(
          Object.fromEntries(
            byField.map(({ path, message }) => {
              const index = /^answers\.(\d+)/.exec(path)?.[1];
              const id =
                index !== undefined ? data.questions[Number(index)]?.id : path.replace(/^questions\./, '');
              return [id ?? path, message];
            }),
          ),
        );
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeading
        title={data.setName}
        description="A few questions about how your onboarding is going. Your answers go to HR."
      />
      {data.answeredAt ? (
        <Paper variant="outlined" sx={{ p: { xxs: 2, sm: 3 } }}>
          <Alert severity="success" sx={{ mb: 2 }}>
            Thank you: your answers are with HR.
          </Alert>
          <FeedbackAnswers request={data} />
        </Paper>
      ) : (
        <Paper
          variant="outlined"
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ p: { xxs: 2, sm: 3 } }}
        >
          <Stack spacing={3}>
            {data.questions.map((question, index) => {
              const id = `feedback-${question.id}`;
              const error = errors[question.id];
              return (
                <FormControl
                  key={question.id}
                  error={Boolean(error)}
                  required={question.required}
                  component="fieldset"
                >
                  <FormLabel component="legend" id={id}>
                    {index + 1}. {question.prompt}
                  </FormLabel>
                  {question.kind === 'rating' && (
                    <Rating
                      aria-labelledby={id}
                      value={draft[question.id]?.rating ?? null}
                      onChange={(_event, value) => set(question.id, { rating: value })}
                      size="large"
                    />
                  )}
                  {question.kind === 'yes_no' && (
                    <RadioGroup
                      row
                      aria-labelledby={id}
                      value={draft[question.id]?.yesNo == null ? '' : String(draft[question.id]?.yesNo)}
                      onChange={(event) => set(question.id, { yesNo: event.target.value === 'true' })}
                    >
                      <FormControlLabel value="true" control={<Radio />} label="Yes" />
                      <FormControlLabel value="false" control={<Radio />} label="No" />
                    </RadioGroup>
                  )}
                  {question.kind === 'text' && (
                    <TextField
                      slotProps={{ htmlInput: { 'aria-labelledby': id } }}
                      multiline
                      minRows={3}
                      value={draft[question.id]?.text ?? ''}
                      onChange={(event) => set(question.id, { text: event.target.value })}
                    />
                  )}
                  {error && <FormHelperText>{error}</FormHelperText>}
                </FormControl>
              );
            })}
            <Box>
              <Button type="submit" variant="contained" loading={isLoading}>
                Send feedback
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
      <Typography variant="body2" color="text.secondary">
        Sent{' '}
        {new Date(data.sentAt).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        })}
        .
      </Typography>
    </Stack>
  );
}
