import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useParams } from 'react-router';
import {
  POST_QUESTION_TYPE_LABELS,
  POST_QUESTION_TYPES,
  type PostQuestionType,
} from '@atrium/shared/schemas/recruiting/job-posts';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { RowActions } from '../../../../components/ui/row-actions';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useGetJobQuery } from '../api/jobs-api';
import {
  useDeleteJobFormMutation,
  useListJobFormsQuery,
  useSaveJobFormMutation,
  type JobCandidateForm,
} from '../api/job-setup-api';
import { JobLoadState } from '../components/job-load-state';

const FORM_TYPES = POST_QUESTION_TYPES.filter((type) => type !== 'file');
const isSelect = (type: string) => type === 'single_select' || type === 'multi_select';
interface Question {
  id?: string;
  label: string;
  type: PostQuestionType;
  required: boolean;
  optionsText: string;
}

function FormDialog({
  jobId,
  form,
  onClose,
}: {
  jobId: string;
  form: JobCandidateForm | 'new';
  onClose: () => void;
}) {
  const existing = form === 'new' ? undefined : form;
  const [save, saving] = useSaveJobFormMutation();
  const [name, setName] = useState(existing?.name ?? '');
  const [questions, setQuestions] = useState<Question[]>(
    existing?.questions.map((question) => ({
      ...question,
      type: question.type as PostQuestionType,
      optionsText: question.options.join('\n'),
    })) ?? [{ label: '', type: 'short_text', required: false, optionsText: '' }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = (index: number, change: Partial<Question>) =>
    setQuestions((current) =>
      current.map((question, at) => (at === index ? { ...question, ...change } : question)),
    );
  const submit = async () => {
    setErrors({});
    try {
      const body = {
        name,
        questions: questions.map(({ optionsText, ...question }) => ({
          ...question,
          options: optionsText
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        })),
      };
      toastSuccess(
        successMessage(await save({ id: jobId, formId: existing?.id, body }).unwrap(), 'Form saved'),
      );
      onClose();
    } catch (error) {
      const found = Object.fromEntries(fieldErrors(error).map((item) => [item.path, item.message]));
      setErrors(found);
      if (Object.keys(found).length === 0) toastError(error);
    }
  };
  return (
    <Dialog
      open
      onClose={saving.isLoading ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="form-title"
    >
      <DialogTitle id="form-title">{existing ? 'Edit form' : 'New form'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Form name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            autoFocus
          />
          {errors.questions && <Alert severity="error">{errors.questions}</Alert>}
          {questions.map((question, index) => (
            <Paper
              key={index}
              variant="outlined"
              sx={{ p: 2 }}
              role="group"
              aria-label={`Question ${index + 1}`}
            >
              <Box
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xxs: '1fr', sm: '2fr 1fr auto auto' },
                  alignItems: 'start',
                }}
              >
                <TextField
                  size="small"
                  label="Question"
                  required
                  value={question.label}
                  onChange={(event) => update(index, { label: event.target.value })}
                  error={Boolean(errors[`questions.${index}.label`])}
                  helperText={errors[`questions.${index}.label`]}
                />
                <TextField
                  select
                  size="small"
                  label="Answer type"
                  value={question.type}
                  onChange={(event) => update(index, { type: event.target.value as PostQuestionType })}
                >
                  {FORM_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {POST_QUESTION_TYPE_LABELS[type]}
                    </MenuItem>
                  ))}
                </TextField>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={question.required}
                      onChange={(_event, value) => update(index, { required: value })}
                    />
                  }
                  label="Required"
                />
                <IconButton
                  aria-label={`Remove question ${index + 1}`}
                  onClick={() => setQuestions((current) => current.filter((_q, at) => at !== index))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
              {isSelect(question.type) && (
                <TextField
                  size="small"
                  fullWidth
                  multiline
                  minRows={2}
                  sx={{ mt: 1 }}
                  label="Options, one per line"
                  value={question.optionsText}
                  onChange={(event) => update(index, { optionsText: event.target.value })}
                  error={Boolean(errors[`questions.${index}.options`])}
                  helperText={errors[`questions.${index}.options`] ?? 'At least two'}
                />
              )}
            </Paper>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() =>
                setQuestions((current) => [
                  ...current,
                  { label: '', type: 'short_text', required: false, optionsText: '' },
                ])
              }
            >
              Add a question
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving.isLoading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={saving.isLoading}>
          Save form
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /jobs/:id/forms: questionnaires the job sends candidates (by hand, or from a stage transition). */
export default function JobFormsPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const forms = useListJobFormsQuery(id);
  const [remove] = useDeleteJobFormMutation();
  const canEdit = useHasPermission('rct.module.job_setup.forms.edit');
  const [editing, setEditing] = useState<JobCandidateForm | 'new' | null>(null);
  const [deleting, setDeleting] = useState<JobCandidateForm | null>(null);
  usePageTitle(job.data ? `Forms: ${job.data.name}` : 'Forms');
  if (!job.data) return <JobLoadState query={job} />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Forms
          </Typography>
          <Typography color="text.secondary">
            Questionnaires sent to candidates for {job.data.name}.
          </Typography>
        </Box>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New form
          </Button>
        )}
      </Box>
      {forms.isError && <Alert severity="error">{errorMessage(forms.error)}</Alert>}
      {forms.data?.length === 0 && (
        <EmptyState
          title="No forms yet"
          description="Ask candidates for what the application did not: right to work, availability, references."
        />
      )}
      {forms.data && forms.data.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Forms">
            {forms.data.map((form) => (
              <ListItem
                key={form.id}
                divider
                secondaryAction={
                  canEdit && (
                    <RowActions
                      name={form.name}
                      onEdit={() => setEditing(form)}
                      onDelete={() => setDeleting(form)}
                    />
                  )
                }
              >
                <ListItemText
                  primary={form.name}
                  secondary={`${form.questions.length} ${form.questions.length === 1 ? 'question' : 'questions'}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {editing && <FormDialog jobId={id} form={editing} onClose={() => setEditing(null)} />}
      <DeleteRecordDialog
        kind="form"
        name={deleting?.name ?? null}
        onDelete={() => remove({ id, formId: deleting!.id }).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
