import { Box, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useGetJobQuery, useUpdateJobMutation } from '../api/jobs-api';
import { JobFormFields, jobFormOf } from '../components/job-form';
import { JobLoadState } from '../components/job-load-state';

/** /jobs/:id/job-info: edit what the job is, where, on what terms, and its openings. */
export default function JobInfoPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const navigate = useNavigate();
  const [updateJob] = useUpdateJobMutation();
  usePageTitle(job.data ? `Job info: ${job.data.name}` : 'Job info');
  if (!job.data) return <JobLoadState query={job} />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {job.data.name}
        </Typography>
        <Typography color="text.secondary">Job info</Typography>
      </Box>
      <JobFormFields
        key={job.data.updatedAt}
        defaultValues={jobFormOf(job.data)}
        submitLabel="Save"
        onSubmit={async (body) => {
          const result = await updateJob({ id, body }).unwrap();
          toastSuccess(successMessage(result, 'Job updated successfully!'));
          return () => void navigate(paths.job(id));
        }}
        onCancel={() => void navigate(paths.job(id))}
      />
    </Stack>
  );
}
