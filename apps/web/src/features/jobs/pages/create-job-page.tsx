import { Box, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { successMessage, toastSuccess } from '../../../lib/toast';
import { useCreateJobMutation } from '../api/jobs-api';
import { EMPTY_JOB_FORM, JobFormFields } from '../components/job-form';

/** /create-job?blank_job: a job from scratch, saved as a draft to set up and open. */
export default function CreateJobPage() {
  usePageTitle('Create job');
  const navigate = useNavigate();
  const [createJob] = useCreateJobMutation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Create job
        </Typography>
        <Typography color="text.secondary">
          Start from a blank job. It is saved as a draft: set it up, then open it to take applications.
        </Typography>
      </Box>
      <JobFormFields
        defaultValues={EMPTY_JOB_FORM}
        submitLabel="Create job"
        onSubmit={async (body) => {
          const result = await createJob(body).unwrap();
          toastSuccess(successMessage(result, 'Job created successfully!'));
          return () => void navigate(paths.job(result.data.id));
        }}
        onCancel={() => void navigate(paths.jobs)}
      />
    </Stack>
  );
}
