import { Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import {
  JOB_BOARD_KINDS,
  jobBoardBodySchema,
  type JobBoard,
  type JobBoardInput,
} from '@atrium/shared/schemas/recruiting/job-boards';
import { FormRichTextField } from '../../../../components/editor/rich-text-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useJobBoardQuery, useSaveJobBoardMutation } from '../api/configuration-api';

const EMPTY: JobBoardInput = {
  name: '',
  slug: '',
  kind: 'external',
  logoUrl: '',
  introHtml: '',
  closingHtml: '',
  confirmationHtml: '',
  defaultSource: '',
};
const FIELDS = Object.keys(EMPTY) as Array<keyof JobBoardInput>;
const valuesOf = ({ id: _id, createdAt: _c, updatedAt: _u, ...values }: JobBoard): JobBoardInput => values;

function JobBoardForm({ board }: { board: JobBoard | null }) {
  const navigate = useNavigate();
  const [save] = useSaveJobBoardMutation();
  const { control, handleSubmit, setError, formState } = useForm<JobBoardInput>({
    resolver: zodResolver(jobBoardBodySchema) as unknown as Resolver<JobBoardInput>,
    defaultValues: board ? valuesOf(board) : EMPTY,
    mode: 'onTouched',
  });
  const { blocker, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty);
  const submit = handleSubmit(async (body) => {
    try {
      const result = await save({ id: board?.id, body }).unwrap();
      toastSuccess(successMessage(result, 'Saved'));
      allowNavigation();
      void navigate(paths.jobBoards);
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<JobBoardInput>(FIELDS));
    }
  });
  return (
    <Box component="form" noValidate aria-label="Job board" onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Grid container spacing={2}>
            <Grid size={{ xxs: 12, md: 6 }}>
              <FormTextField<JobBoardInput> name="name" control={control} label="Name" required />
            </Grid>
            <Grid size={{ xxs: 12, md: 6 }}>
              <FormTextField<JobBoardInput>
                name="slug"
                control={control}
                label="Board name"
                required
                helperText="Its address: /job-boards?board-name=…"
              />
            </Grid>
            <Grid size={{ xxs: 12, md: 6 }}>
              <FormSelectField<JobBoardInput>
                name="kind"
                control={control}
                label="Kind"
                options={JOB_BOARD_KINDS.map((kind) => ({
                  value: kind,
                  label: kind === 'external' ? 'External: anyone can apply' : 'Internal: for your people',
                }))}
              />
            </Grid>
            <Grid size={{ xxs: 12, md: 6 }}>
              <FormTextField<JobBoardInput>
                name="defaultSource"
                control={control}
                label="Default source"
                helperText="What an application from this board is credited to"
              />
            </Grid>
            <Grid size={12}>
              <FormTextField<JobBoardInput>
                name="logoUrl"
                control={control}
                label="Logo address"
                helperText="An https address of the logo shown on the board"
              />
            </Grid>
          </Grid>
        </Paper>
        {(
          [
            ['introHtml', 'Introduction', 'Above the list of jobs.'],
            ['closingHtml', 'Closing text', 'Below the list and every job.'],
            [
              'confirmationHtml',
              'Confirmation',
              'What a candidate reads once their application is accepted.',
            ],
          ] as const
        ).map(([name, label, hint]) => (
          <Paper key={name} variant="outlined" sx={{ p: 3 }}>
            <FormRichTextField<JobBoardInput> name={name} control={control} label={label} helperText={hint} />
          </Paper>
        ))}
        <Stack direction="row" spacing={2} justifyContent="flex-end">
          <Button onClick={() => void navigate(paths.jobBoards)}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {board ? 'Save' : 'Add board'}
          </Button>
        </Stack>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}

/** /configuration/job-boards/new and /configuration/job-boards/:id. */
export default function JobBoardPage() {
  const { id } = useParams();
  const board = useJobBoardQuery(id ?? '', { skip: !id });
  usePageTitle(id ? 'Edit job board' : 'Add job board');
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        {id ? 'Edit job board' : 'Add job board'}
      </Typography>
      {!id && <JobBoardForm board={null} />}
      {id && board.data && <JobBoardForm key={board.data.updatedAt} board={board.data} />}
      {id && board.isError && <Typography color="error">This job board could not be loaded.</Typography>}
    </Stack>
  );
}
