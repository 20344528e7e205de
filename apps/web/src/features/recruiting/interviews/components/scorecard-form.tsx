import { useId, useState } from 'react';
import { Alert, Box, Button, Chip, FormHelperText, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type Control, type FieldPath } from 'react-hook-form';
import type { InterviewKit } from '@atrium/shared/schemas/recruiting/interview-kit';
import {
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  SCORECARD_RATING_LABELS,
  SCORECARD_RATINGS,
  scorecardBodySchema,
  type Scorecard,
  type ScorecardBody,
  type ScorecardInput,
  type ScorecardRating,
} from '@atrium/shared/schemas/recruiting/scorecards';
import { FormTextField } from '../../../../components/form/text-field';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveInterviewScorecardMutation } from '../api/scorecards-api';
import { RatingPicker } from './rating-picker';

type Ratings = NonNullable<ScorecardBody['ratings']>;

/** The form's values from a saved scorecard (or a blank one), with every kit question to answer. */
function valuesOf(
  kit: InterviewKit,
  scorecard: Scorecard | null,
  interviewerId: string | undefined,
): ScorecardBody {
  const answered = new Map((scorecard?.answers ?? []).map((item) => [item.question, item.answer]));
  const questions = [...kit.questions, ...[...answered.keys()].filter((q) => !kit.questions.includes(q))];
  return {
    ratings: (scorecard?.ratings ?? []).map(({ attributeId, rating }) => ({ attributeId, rating })),
    keyTakeaways: scorecard?.keyTakeaways ?? '',
    privateNotes: scorecard?.privateNotes ?? '',
    answers: questions.map((question) => ({ question, answer: answered.get(question) ?? '' })),
    overallRecommendation: scorecard?.overallRecommendation ?? null,
    submit: false,
    interviewerId,
  };
}

/** Every attribute of the job's scorecard, by category, each with its rating picker. */
function AttributeRatings({ control, kit }: { control: Control<ScorecardBody>; kit: InterviewKit }) {
  const { field } = useController({ control, name: 'ratings' });
  const ratings = (field.value ?? []) as Ratings;
  const focus = new Set(kit.focusAttributes.map((attribute) => attribute.id));
  const ratingOf = (attributeId: string) =>
    ratings.find((item) => item.attributeId === attributeId)?.rating ?? null;
  const rate = (attributeId: string, rating: ScorecardRating | null) =>
    field.onChange([
      ...ratings.filter((item) => item.attributeId !== attributeId),
      ...(rating ? [{ attributeId, rating }] : []),
    ]);
  const categories = kit.categories.filter((category) => category.attributes.length > 0);
  if (categories.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        The job’s scorecard has no attributes to rate.
      </Typography>
    );
  return (
    <Stack spacing={2}>
      {categories.map((category) => (
        <Box key={category.id} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {category.name}
          </Typography>
          <Stack spacing={1.5}>
            {category.attributes.map((attribute) => (
              <Box key={attribute.id}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                  <Typography variant="body2">{attribute.name}</Typography>
                  {focus.has(attribute.id) && (
                    <Chip size="small" color="primary" variant="outlined" label="Focus" />
                  )}
                </Stack>
                <RatingPicker
                  label={attribute.name}
                  options={SCORECARD_RATINGS}
                  labels={SCORECARD_RATING_LABELS}
                  value={ratingOf(attribute.id)}
                  onChange={(rating) => rate(attribute.id, rating)}
                />
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function RecommendationField({ control }: { control: Control<ScorecardBody> }) {
  const { field, fieldState } = useController({ control, name: 'overallRecommendation' });
  const labelId = useId();
  const errorId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Overall recommendation
        <Typography component="span" color="text.secondary" variant="body2">
          {' '}
          (required to submit)
        </Typography>
      </Typography>
      <RatingPicker
        ref={field.ref}
        label="Overall recommendation"
        options={RECOMMENDATIONS}
        labels={RECOMMENDATION_LABELS}
        value={field.value ?? null}
        onChange={(value) => {
          field.onChange(value);
          field.onBlur();
        }}
        hasError={Boolean(fieldState.error)}
        describedBy={fieldState.error ? errorId : undefined}
      />
      {fieldState.error && (
        <FormHelperText id={errorId} error role="alert">
          {fieldState.error.message}
        </FormHelperText>
      )}
    </Box>
  );
}

const FIELDS = ['keyTakeaways', 'privateNotes', 'overallRecommendation', 'interviewerId'] as const;
const fieldOf = (path: string): FieldPath<ScorecardBody> | null => {
  if ((FIELDS as readonly string[]).includes(path)) return path as FieldPath<ScorecardBody>;
  if (/^answers\.\d+\.answer$/.test(path)) return path as FieldPath<ScorecardBody>;
  return null;
};

export interface ScorecardFormProps {
  kit: InterviewKit;
  scorecard: Scorecard | null;
  /** Whose it is when filled in on someone's behalf; undefined for one's own. */
  interviewerId?: string;
  /** Named when the scorecard is someone else's. */
  interviewerName: string;
  /** A submitted scorecard may still be changed (edit.own for one's own, edit.all for anyone's). */
  canChangeSubmitted: boolean;
}

/**
 * One interviewer's scorecard: a rating per attribute, key take-aways, private notes, the kit's
 * questions answered, and the overall recommendation. Save draft keeps it; Submit needs a
 * recommendation (the shared schema checks, as the server does).
 */
export function ScorecardForm({
  kit,
  scorecard,
  interviewerId,
  interviewerName,
  canChangeSubmitted,
}: ScorecardFormProps) {
  const [save] = useSaveInterviewScorecardMutation();
  const form = useForm<ScorecardBody, unknown, ScorecardInput>({
    resolver: zodResolver(scorecardBodySchema),
    defaultValues: valuesOf(kit, scorecard, interviewerId),
  });
  const { control, handleSubmit, setValue, setError, reset, formState } = form;
  const { blocker } = useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitting);
  const isSubmitted = scorecard?.status === 'submitted';
  const isLocked = isSubmitted && !canChangeSubmitted;
  const hasStarted = Date.parse(kit.interview.startsAt) <= Date.now();
  const answers = (form.watch('answers') ?? []) as NonNullable<ScorecardBody['answers']>;

  const [pending, setPending] = useState<'draft' | 'submit' | null>(null);
  const send = (submit: boolean) => {
    setValue('submit', submit);
    setPending(submit ? 'submit' : 'draft');
    return handleSubmit(async (body) => {
      try {
        const result = await save({
          interviewId: kit.interview.id,
          applicationId: kit.candidate.applicationId,
          body,
        }).unwrap();
        toastSuccess(
          successMessage(result, result.data.status === 'submitted' ? 'Scorecard submitted' : 'Draft saved'),
        );
        reset(valuesOf(kit, result.data, interviewerId));
      } catch (error) {
        showServerErrors(error, setError, fieldOf);
      }
    })().finally(() => setPending(null));
  };

  if (isLocked && scorecard)
    return (
      <Alert severity="success">
        {interviewerId ? `${interviewerName}’s scorecard was submitted` : 'You submitted your scorecard'}
        {scorecard.overallRecommendation && `: ${RECOMMENDATION_LABELS[scorecard.overallRecommendation]}`}.
      </Alert>
    );

  return (
    <Box component="form" noValidate onSubmit={(event) => void event.preventDefault()}>
      <Stack spacing={3}>
        {isSubmitted ? (
          <Alert severity="success">Submitted. Changes you save now update the submitted scorecard.</Alert>
        ) : (
          !hasStarted && (
            <Alert severity="info">You can save a draft now and submit once the interview has started.</Alert>
          )
        )}
        <AttributeRatings control={control} kit={kit} />
        <FormTextField<ScorecardBody>
          control={control}
          name="keyTakeaways"
          label="Key take-aways"
          multiline
          minRows={3}
        />
        <FormTextField<ScorecardBody>
          control={control}
          name="privateNotes"
          label="Private notes"
          helperText="Only people who may see candidates’ private data read these."
          multiline
          minRows={2}
        />
        {answers.length > 0 && (
          <Stack spacing={2} component="section" aria-label="Interview questions">
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Interview questions
            </Typography>
            {answers.map((item, index) => (
              <FormTextField<ScorecardBody>
                key={item.question}
                control={control}
                name={`answers.${index}.answer`}
                label={item.question}
                multiline
                minRows={2}
              />
            ))}
          </Stack>
        )}
        <RecommendationField control={control} />
        {formState.errors.root?.message && <Alert severity="error">{formState.errors.root.message}</Alert>}
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {isSubmitted ? (
            <Button variant="contained" loading={pending !== null} onClick={() => void send(true)}>
              Save changes
            </Button>
          ) : (
            <>
              <Button
                variant="outlined"
                loading={pending === 'draft'}
                disabled={pending === 'submit'}
                onClick={() => void send(false)}
              >
                Save draft
              </Button>
              <Button
                variant="contained"
                loading={pending === 'submit'}
                disabled={pending === 'draft'}
                onClick={() => void send(true)}
              >
                Submit scorecard
              </Button>
            </>
          )}
        </Stack>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}
