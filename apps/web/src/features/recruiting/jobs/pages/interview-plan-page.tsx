import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useParams } from 'react-router';
import { SortableList } from '../../../../components/ui/sortable-list';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useGetJobQuery } from '../api/jobs-api';
import { useGetInterviewPlanQuery, useSaveInterviewPlanMutation } from '../api/interview-plan-api';
import { useGetScorecardQuery } from '../api/job-setup-api';
import { JobLoadState } from '../components/job-load-state';
import { PersonPicker } from '../components/person-picker';
import { bodyOf, draftOf, newKey, type InterviewDraft, type StageDraft } from '../utils/interview-plan-draft';

function FixedStage({ name, hint }: { name: string; hint: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'action.hover' }}
    >
      <LockOutlinedIcon fontSize="small" aria-hidden />
      <Typography fontWeight={600}>{name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Paper>
  );
}

function InterviewEditor({
  interview,
  onChange,
  onRemove,
  errors,
  readOnly,
  attributes,
}: {
  attributes: Array<{ id: string; name: string }>;
  interview: InterviewDraft;
  onChange: (next: InterviewDraft) => void;
  onRemove: () => void;
  errors: Record<string, string>;
  readOnly: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={`Interview ${interview.name || 'new'}`}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xxs: '1fr', sm: '2fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          label="Interview name"
          required
          value={interview.name}
          disabled={readOnly}
          onChange={(event) => onChange({ ...interview, name: event.target.value })}
          error={Boolean(errors.name)}
          helperText={errors.name}
        />
        <TextField
          label="Duration (minutes)"
          type="number"
          value={interview.durationMinutes}
          disabled={readOnly}
          onChange={(event) => onChange({ ...interview, durationMinutes: Number(event.target.value) })}
          error={Boolean(errors.durationMinutes)}
          helperText={errors.durationMinutes}
        />
        {!readOnly && (
          <Tooltip title="Remove interview">
            <IconButton aria-label={`Remove interview ${interview.name || ''}`.trim()} onClick={onRemove}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ my: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Interviewers:
        </Typography>
        {interview.interviewers.length === 0 && <Typography variant="body2">none yet</Typography>}
        {interview.interviewers.map((person) => (
          <Chip
            key={person.id}
            label={person.name}
            onDelete={
              readOnly
                ? undefined
                : () =>
                    onChange({
                      ...interview,
                      interviewers: interview.interviewers.filter((item) => item.id !== person.id),
                    })
            }
          />
        ))}
        {!readOnly && (
          <PersonPicker
            label="Add interviewer"
            exclude={interview.interviewers.map((person) => person.id)}
            onPick={(person) => onChange({ ...interview, interviewers: [...interview.interviewers, person] })}
          />
        )}
      </Stack>
      <Autocomplete
        multiple
        sx={{ mb: 2 }}
        options={attributes}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        value={attributes.filter((attribute) => interview.focusAttributeIds.includes(attribute.id))}
        disabled={readOnly}
        onChange={(_event, value) =>
          onChange({ ...interview, focusAttributeIds: value.map((attribute) => attribute.id) })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Focus attributes"
            helperText={
              attributes.length === 0
                ? 'Add attributes on the Scorecard page to pick from'
                : 'What this interview should find out, from the scorecard'
            }
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          label="Interview kit: instructions"
          multiline
          minRows={3}
          value={interview.instructions}
          disabled={readOnly}
          onChange={(event) => onChange({ ...interview, instructions: event.target.value })}
        />
        <TextField
          label="Interview kit: questions, one per line"
          multiline
          minRows={3}
          value={interview.questionsText}
          disabled={readOnly}
          onChange={(event) => onChange({ ...interview, questionsText: event.target.value })}
        />
      </Box>
    </Paper>
  );
}

/** /jobs/:id/interview-plan: the job's stages in order, each with its interviews and their kits. */
export default function InterviewPlanPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const plan = useGetInterviewPlanQuery(id);
  const [save, saving] = useSaveInterviewPlanMutation();
  const scorecard = useGetScorecardQuery(id);
  const attributes = useMemo(
    () => (scorecard.data?.categories ?? []).flatMap((category) => category.attributes),
    [scorecard.data],
  );
  const canEdit = useHasPermission('rct.module.job_setup.interview_plan.edit');
  const [stages, setStages] = useState<StageDraft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const original = useMemo(() => (plan.data ? JSON.stringify(bodyOf(draftOf(plan.data))) : ''), [plan.data]);
  useEffect(() => {
    if (plan.data) setStages(draftOf(plan.data));
  }, [plan.data]);
  const isDirty = Boolean(plan.data) && JSON.stringify(bodyOf(stages)) !== original;
  const { blocker } = useUnsavedChangesPrompt(isDirty);
  usePageTitle(job.data ? `Interview plan: ${job.data.name}` : 'Interview plan');
  if (!job.data) return <JobLoadState query={job} />;
  if (!plan.data) return <JobLoadState query={plan} />;

  const updateStage = (key: string, change: (stage: StageDraft) => StageDraft) =>
    setStages((current) => current.map((stage) => (stage.key === key ? change(stage) : stage)));
  const errorsFor = (prefix: string) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([path]) => path.startsWith(prefix))
        .map(([path, message]) => [path.slice(prefix.length), message]),
    );
  const submit = async () => {
    setErrors({});
    try {
      const result = await save({ jobId: id, body: bodyOf(stages) }).unwrap();
      setStages(draftOf(result.data));
      toastSuccess(successMessage(result, 'Interview plan saved'));
    } catch (error) {
      const found = Object.fromEntries(fieldErrors(error).map((item) => [item.path, item.message]));
      setErrors(found);
      if (Object.keys(found).length === 0) toastError(error);
    }
  };
  const readOnly = !canEdit;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1080 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Interview plan
        </Typography>
        <Typography color="text.secondary">
          The stages candidates for {job.data.name} go through, in order. Drag a stage by its handle, or use
          the keyboard, to reorder it.
        </Typography>
      </Box>
      {plan.isError && <Alert severity="error">{errorMessage(plan.error)}</Alert>}
      <FixedStage name="Application Review" hint="Every new application starts here." />
      <SortableList
        label="Interview stages"
        items={stages}
        getId={(stage) => stage.key}
        getLabel={(stage) => stage.name || 'New stage'}
        onReorder={setStages}
        disabled={readOnly}
        renderItem={(stage) => {
          const index = stages.findIndex((item) => item.key === stage.key);
          const stageErrors = errorsFor(`stages.${index}.`);
          return (
            <Paper
              variant="outlined"
              sx={{ p: 2, flex: 1 }}
              role="group"
              aria-label={`Stage ${stage.name || 'new'}`}
            >
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <TextField
                  label="Stage name"
                  required
                  value={stage.name}
                  disabled={readOnly}
                  onChange={(event) =>
                    updateStage(stage.key, (current) => ({ ...current, name: event.target.value }))
                  }
                  error={Boolean(stageErrors.name)}
                  helperText={stageErrors.name}
                  sx={{ flex: 1, minWidth: 220 }}
                />
                <Chip
                  label={`${stage.activeCandidates} ${stage.activeCandidates === 1 ? 'candidate' : 'candidates'}`}
                  sx={{ mt: 1 }}
                />
                {!readOnly && (
                  <Tooltip title={stage.activeCandidates > 0 ? 'Move its candidates first' : 'Remove stage'}>
                    <span>
                      <IconButton
                        aria-label={`Remove stage ${stage.name}`}
                        disabled={stage.activeCandidates > 0}
                        onClick={() =>
                          setStages((current) => current.filter((item) => item.key !== stage.key))
                        }
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                )}
              </Box>
              <Stack spacing={2} sx={{ mt: 2 }}>
                {stage.interviews.map((interview, at) => (
                  <InterviewEditor
                    key={interview.key}
                    attributes={attributes}
                    interview={interview}
                    readOnly={readOnly}
                    errors={errorsFor(`stages.${index}.interviews.${at}.`)}
                    onChange={(next) =>
                      updateStage(stage.key, (current) => ({
                        ...current,
                        interviews: current.interviews.map((item) =>
                          item.key === interview.key ? next : item,
                        ),
                      }))
                    }
                    onRemove={() =>
                      updateStage(stage.key, (current) => ({
                        ...current,
                        interviews: current.interviews.filter((item) => item.key !== interview.key),
                      }))
                    }
                  />
                ))}
                {!readOnly && (
                  <Box>
                    <Button
                      size="small"
                      startIcon={<AddIcon />}
                      onClick={() =>
                        updateStage(stage.key, (current) => ({
                          ...current,
                          interviews: [
                            ...current.interviews,
                            {
                              key: newKey(),
                              name: '',
                              durationMinutes: 45,
                              interviewers: [],
                              instructions: '',
                              questionsText: '',
                              focusAttributeIds: [],
                            },
                          ],
                        }))
                      }
                    >
                      Add interview to {stage.name || 'this stage'}
                    </Button>
                  </Box>
                )}
              </Stack>
            </Paper>
          );
        }}
      />
      {!readOnly && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              setStages((current) => [
                ...current,
                { key: newKey(), name: '', activeCandidates: 0, interviews: [] },
              ])
            }
          >
            Add stage
          </Button>
        </Box>
      )}
      <FixedStage name="Offer" hint="Always the last stage." />
      {errors.stages && <Alert severity="error">{errors.stages}</Alert>}
      {!readOnly && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button disabled={!isDirty} onClick={() => plan.data && setStages(draftOf(plan.data))}>
            Discard changes
          </Button>
          <Button
            variant="contained"
            disabled={!isDirty}
            loading={saving.isLoading}
            onClick={() => void submit()}
          >
            Save interview plan
          </Button>
        </Box>
      )}
      <UnsavedChangesDialog blocker={blocker} />
    </Stack>
  );
}
