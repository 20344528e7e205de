import { Alert, Box, Stack, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { sampleJob } from '@atrium/shared/constants/sample-jobs';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useCreateJobMutation } from '../api/jobs-api';
import { EMPTY_JOB_FORM, JobFormFields } from '../components/job-form';

/**
 * /create-job?blank_job: a job from scratch; /create-job?sample_job=<id>: one started from a sample
 * (its name and type filled in, its kickoff saved with it). Either is saved as a draft.
 */
export default function CreateJobPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const sample = sampleJob(searchParams.get('sample_job') ?? '');
  usePageTitle(sample ? `Create job: ${sample.name}` : 'Create job');
  const [createJob] = useCreateJobMutation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Create job
        </Typography>
        <Typography color="text.secondary">
          It is saved as a draft: set it up, then open it to take applications.
        </Typography>
      </Box>
      {sample && (
        <Alert severity="info">
          Starting from the sample “{sample.name}”: its kickoff (responsibilities, qualifications, how to sell
          the job and interview notes) is saved with the job.
        </Alert>
      )}
      <JobFormFields
        key={sample?.id ?? 'blank'}
        defaultValues={
          sample
            ? { ...EMPTY_JOB_FORM, name: sample.name, employmentType: sample.employmentType }
            : EMPTY_JOB_FORM
        }
        submitLabel="Create job"
        onSubmit={async (body) => {
          const result = await createJob({ ...body, sampleJobId: sample?.id }).unwrap();
          toastSuccess(successMessage(result, 'Job created successfully!'));
          return () => void navigate(paths.job(result.data.id));
        }}
        onCancel={() => void navigate(paths.jobs)}
      />
    </Stack>
  );
}
