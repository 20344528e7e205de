import dayjs from 'dayjs';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import {
  jobKickoffBodySchema,
  type JobKickoff,
  type JobKickoffInput,
} from '@atrium/shared/schemas/recruiting/job-kickoff';
import { FormRichTextField } from '../../../../components/editor/rich-text-field';
import { SanitizedHtml } from '../../../../components/ui/sanitized-html';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useGetJobQuery, useGetKickoffQuery, useSaveKickoffMutation } from '../api/jobs-api';
import { JobLoadState } from '../components/job-load-state';
import { SaveBar } from '../components/save-bar';

const SECTIONS: Array<{ name: keyof JobKickoffInput; title: string; hint: string }> = [
  { name: 'responsibilities', title: 'Responsibilities', hint: 'What the person will own and do.' },
  { name: 'qualifications', title: 'Qualifications', hint: 'What they need to bring, and what is a bonus.' },
  { name: 'sellingPoints', title: 'How to sell this job', hint: 'Why a great candidate would want it.' },
  {
    name: 'interviewNotes',
    title: 'Notes for the interview plan',
    hint: 'What each interview should find out.',
  },
];
const FIELDS = SECTIONS.map((section) => section.name);

const valuesOf = (kickoff: JobKickoff): JobKickoffInput => ({
  responsibilities: kickoff.responsibilities,
  qualifications: kickoff.qualifications,
  sellingPoints: kickoff.sellingPoints,
  interviewNotes: kickoff.interviewNotes,
});

function KickoffForm({ jobId, kickoff }: { jobId: string; kickoff: JobKickoff }) {
  const [save] = useSaveKickoffMutation();
  const { control, handleSubmit, setError, reset, formState } = useForm<JobKickoffInput>({
    resolver: zodResolver(jobKickoffBodySchema) as unknown as Resolver<JobKickoffInput>,
    defaultValues: valuesOf(kickoff),
  });
  const { blocker } = useUnsavedChangesPrompt(formState.isDirty);
  const submit = handleSubmit(async (body) => {
    try {
      const result = await save({ id: jobId, body }).unwrap();
      reset(valuesOf(result.data));
      toastSuccess(successMessage(result, 'Kickoff saved successfully!'));
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<JobKickoffInput>(FIELDS));
    }
  });
  return (
    <Box component="form" noValidate aria-label="Kickoff" onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        {SECTIONS.map((section) => (
          <Paper key={section.name} variant="outlined" sx={{ p: 3 }}>
            <FormRichTextField<JobKickoffInput>
              name={section.name}
              control={control}
              label={section.title}
              helperText={section.hint}
            />
          </Paper>
        ))}
        <SaveBar label="Save kickoff" isDirty={formState.isDirty} isSaving={formState.isSubmitting} />
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}

function KickoffReadOnly({ kickoff }: { kickoff: JobKickoff }) {
  return (
    <Stack spacing={3}>
      {SECTIONS.map((section) => (
        <Paper key={section.name} variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {section.title}
          </Typography>
          {kickoff[section.name] ? (
            <SanitizedHtml html={kickoff[section.name]} />
          ) : (
            <Typography color="text.secondary">Not written yet.</Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** /jobs/:id/jobkickoff: what the hiring team agrees before interviewing. */
export default function JobKickoffPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const kickoff = useGetKickoffQuery(id);
  const canEdit = useHasPermission('rct.module.job_setup.kickoff.edit');
  usePageTitle(job.data ? `Kickoff: ${job.data.name}` : 'Kickoff');
  if (!job.data || !kickoff.data) return <JobLoadState query={job.data ? kickoff : job} />;
  const { updatedAt, updatedBy } = kickoff.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Kickoff
        </Typography>
        <Typography color="text.secondary">
          <RouterLink to={paths.job(id)}>{job.data.name}</RouterLink>
          {updatedAt
            ? ` · last saved ${dayjs(updatedAt).format('DD MMM YYYY, HH:mm')}${updatedBy ? ` by ${updatedBy.name}` : ''}`
            : ' · not written yet'}
        </Typography>
      </Box>
      {canEdit ? (
        <KickoffForm jobId={id} kickoff={kickoff.data} />
      ) : (
        <KickoffReadOnly kickoff={kickoff.data} />
      )}
    </Stack>
  );
}
