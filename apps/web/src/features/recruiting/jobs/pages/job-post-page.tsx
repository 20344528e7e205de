import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { STANDARD_FIELD_MODES } from '@atrium/shared/schemas/recruiting/job-posts';
import { FormRichTextField } from '../../../../components/editor/rich-text-field';
import { FormCheckboxField } from '../../../../components/form/checkbox-field';
import { FormDateField } from '../../../../components/form/date-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { FormTextField } from '../../../../components/form/text-field';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useGetJobQuery, type Job } from '../api/jobs-api';
import {
  useCreateJobPostMutation,
  useGetJobPostQuery,
  usePostBoardsQuery,
  useUpdateJobPostMutation,
  type JobPost,
  type PostBoard,
} from '../api/job-posts-api';
import { JobLoadState } from '../components/job-load-state';
import { PostQuestionsEditor } from '../components/post-questions-editor';
import { SaveBar } from '../components/save-bar';
import { emptyPost, postBody, postFieldOf, postValues, type PostFormValues } from '../utils/post-form';

const MODE_OPTIONS = STANDARD_FIELD_MODES.map((mode) => ({
  value: mode,
  label: mode === 'required' ? 'Required' : mode === 'optional' ? 'Optional' : 'Hidden',
}));

function PostForm({ job, post, boards }: { job: Job; post?: JobPost; boards: PostBoard[] }) {
  const navigate = useNavigate();
  const [create] = useCreateJobPostMutation();
  const [update] = useUpdateJobPostMutation();
  const { control, handleSubmit, setError, reset, formState } = useForm<PostFormValues>({
    defaultValues: post
      ? postValues(post)
      : emptyPost(job.name, boards.find((board) => board.kind === 'external')?.id),
  });
  const { blocker, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty);
  const submit = handleSubmit(async (values) => {
    try {
      const body = postBody(values);
      const result = post
        ? await update({ jobId: job.id, postId: post.id, body }).unwrap()
        : await create({ jobId: job.id, body }).unwrap();
      reset(postValues(result.data));
      toastSuccess(successMessage(result, post ? 'Job post saved' : 'Job post created'));
      if (!post) {
        allowNavigation();
        void navigate(paths.jobPosts(job.id));
      }
    } catch (error) {
      showServerErrors(error, setError, (path) => postFieldOf(path) as FieldPath<PostFormValues> | null);
    }
  });
  return (
    <Box component="form" noValidate aria-label="Job post" onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack spacing={2}>
            <FormSelectField<PostFormValues>
              control={control}
              name="boardId"
              label="Job board"
              required
              options={boards.map((board) => ({ value: board.id, label: `${board.name} (${board.kind})` }))}
            />
            <FormTextField<PostFormValues> control={control} name="title" label="Post title" required />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xxs: '1fr', sm: '2fr 1fr' },
                alignItems: 'center',
              }}
            >
              <FormTextField<PostFormValues>
                control={control}
                name="location"
                label="Location"
                helperText="As candidates should read it, e.g. London"
              />
              <FormCheckboxField<PostFormValues> control={control} name="remote" label="Remote" />
            </Box>
            <FormDateField<PostFormValues>
              control={control}
              name="closesOn"
              label="Closes on"
              helperText="The last day applications are taken; leave empty for no end."
            />
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <FormRichTextField<PostFormValues>
            control={control}
            name="contentHtml"
            label="Description"
            helperText="About the role, what the person will do, what they bring, benefits."
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Application form
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            First name, last name and email are always asked and required.
          </Typography>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', sm: 'repeat(3, 1fr)' }, my: 2 }}
          >
            <FormSelectField<PostFormValues>
              control={control}
              name="standardFields.phone"
              label="Phone"
              options={MODE_OPTIONS}
            />
            <FormSelectField<PostFormValues>
              control={control}
              name="standardFields.resume"
              label="Resume/CV"
              options={MODE_OPTIONS}
            />
            <FormSelectField<PostFormValues>
              control={control}
              name="standardFields.coverLetter"
              label="Cover letter"
              options={MODE_OPTIONS}
            />
          </Box>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle1" component="h3" gutterBottom>
            Custom questions
          </Typography>
          <PostQuestionsEditor control={control} errors={formState.errors} />
          <Divider sx={{ my: 2 }} />
          <Stack>
            <FormSwitchField<PostFormValues>
              control={control}
              name="demographicQuestions"
              label="Ask the voluntary EEOC / demographic questions"
            />
            <FormSwitchField<PostFormValues>
              control={control}
              name="gdprConsent"
              label="Ask for consent to process personal data (GDPR)"
            />
          </Stack>
        </Paper>
        <SaveBar
          label={post ? 'Save job post' : 'Create job post'}
          isDirty={formState.isDirty || !post}
          isSaving={formState.isSubmitting}
        />
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}

/** /jobs/:id/job-post (new) and /jobs/:id/job-post?post=<id> (edit). */
export default function JobPostPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const postId = search.get('post');
  const job = useGetJobQuery(id);
  const boards = usePostBoardsQuery();
  const post = useGetJobPostQuery({ jobId: id, postId: postId ?? '' }, { skip: !postId });
  usePageTitle(postId ? 'Edit job post' : 'Create job post');
  if (!job.data) return <JobLoadState query={job} />;
  if (!boards.data) return <JobLoadState query={boards} />;
  if (postId && !post.data) return <JobLoadState query={post} />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {postId ? 'Edit job post' : 'Create job post'}
        </Typography>
        <Typography color="text.secondary">
          <RouterLink to={paths.jobPosts(id)}>All posts of {job.data.name}</RouterLink>
        </Typography>
      </Box>
      {boards.data.length === 0 ? (
        <Typography>
          There is no job board yet. <RouterLink to={paths.jobBoardNew}>Add a job board</RouterLink> first.
        </Typography>
      ) : (
        <PostForm key={post.data?.id ?? 'new'} job={job.data} post={post.data} boards={boards.data} />
      )}
    </Stack>
  );
}
