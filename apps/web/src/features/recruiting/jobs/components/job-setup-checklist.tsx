import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { JOB_SETUP_STEP_LABELS, type JobSetupStep } from '@atrium/shared/schemas/recruiting/job-setup-flow';
import { paths } from '../../../../config/paths';
import { useGetJobSetupFlowQuery } from '../../configuration/api/custom-fields-api';

const STEP_PATHS: Record<JobSetupStep, (id: string) => string> = {
  job_info: paths.jobEdit,
  hiring_team: paths.jobHiringTeam,
  kickoff: paths.jobKickoff,
  interview_plan: paths.jobInterviewPlan,
  scorecard: paths.jobScorecard,
  forms: paths.jobForms,
  stage_transitions: paths.jobStageTransitions,
  job_posts: paths.jobPosts,
  notifications: paths.jobNotifications,
};

/**
 * A draft job's setup flow, as the company configured it (configuration → custom options →
 * configure job setup flow): the steps in the flow, in order, the required ones marked.
 */
export function JobSetupChecklist({ jobId }: { jobId: string }) {
  const flow = useGetJobSetupFlowQuery('use');
  const steps = flow.data?.steps.filter((item) => item.included) ?? [];
  if (steps.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="job-setup-flow" sx={{ p: 3 }}>
      <Typography id="job-setup-flow" variant="h6" component="h2">
        Set up this job
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Work through these steps before you open the job.
      </Typography>
      <Stack component="ol" spacing={1} sx={{ m: 0, pl: 3 }}>
        {steps.map((item) => (
          <Box component="li" key={item.step}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={STEP_PATHS[item.step](jobId)} size="small">
                {JOB_SETUP_STEP_LABELS[item.step]}
              </Button>
              {item.required && <Chip size="small" color="primary" variant="outlined" label="Required" />}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
