import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  JOB_SETUP_STEP_LABELS,
  type JobSetupFlowStep,
} from '@atrium/shared/schemas/recruiting/job-setup-flow';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useGetJobSetupFlowQuery, useSaveJobSetupFlowMutation } from '../api/custom-fields-api';

/**
 * /configuration/custom-options/configure-job-setup: Greenhouse's "Configure job setup flow": which
 * setup steps a new job walks through after it is created, and which of them are required.
 */
export default function JobSetupFlowPage() {
  usePageTitle('Configure job setup flow');
  const flow = useGetJobSetupFlowQuery('configure');
  const [save, saving] = useSaveJobSetupFlowMutation();
  const [steps, setSteps] = useState<JobSetupFlowStep[]>([]);
  useEffect(() => {
    if (flow.data) setSteps(flow.data.steps);
  }, [flow.data]);
  const change = (step: JobSetupFlowStep['step'], patch: Partial<JobSetupFlowStep>) =>
    setSteps((current) =>
      current.map((item) => {
        if (item.step !== step) return item;
        const next = { ...item, ...patch };
        // A step left out of the flow cannot be required; a required one is in it.
        if (patch.included === false) next.required = false;
        if (patch.required === true) next.included = true;
        return next;
      }),
    );
  const isChanged = JSON.stringify(steps) !== JSON.stringify(flow.data?.steps ?? []);
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Breadcrumbs
        items={[{ label: 'Custom options', to: paths.customOptions }, { label: 'Configure job setup flow' }]}
      />
      <Box>
        <Typography variant="h4" component="h1">
          Configure job setup flow
        </Typography>
        <Typography color="text.secondary">
          After a job is created, its overview walks the creator through these steps in order. A required step
          is marked as such; job info is the form the job is created with, so it is always part of the flow.
        </Typography>
      </Box>
      {flow.isError && <Alert severity="error">{errorMessage(flow.error)}</Alert>}
      {flow.isLoading && (
        <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading the job setup flow" />
      )}
      {steps.length > 0 && (
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label="Job setup steps">
              <TableHead>
                <TableRow>
                  <TableCell>Step</TableCell>
                  <TableCell align="center">In the flow</TableCell>
                  <TableCell align="center">Required</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {steps.map((item) => {
                  const label = JOB_SETUP_STEP_LABELS[item.step];
                  const isFixed = item.step === 'job_info';
                  return (
                    <TableRow key={item.step}>
                      <TableCell component="th" scope="row">
                        {label}
                      </TableCell>
                      <TableCell align="center">
                        <Switch
                          checked={item.included}
                          disabled={isFixed}
                          onChange={(_event, included) => change(item.step, { included })}
                          slotProps={{ input: { 'aria-label': `${label} in the flow` } }}
                        />
                      </TableCell>
                      <TableCell align="center">
                        <Switch
                          checked={item.required}
                          disabled={isFixed}
                          onChange={(_event, required) => change(item.step, { required })}
                          slotProps={{ input: { 'aria-label': `${label} required` } }}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      {steps.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button disabled={!isChanged || saving.isLoading} onClick={() => setSteps(flow.data!.steps)}>
            Discard changes
          </Button>
          <Button
            variant="contained"
            disabled={!isChanged}
            loading={saving.isLoading}
            onClick={() =>
              void save({ steps })
                .unwrap()
                .then((result) => toastSuccess(successMessage(result, 'Job setup flow saved')))
                .catch((error: unknown) => toastError(error))
            }
          >
            Save flow
          </Button>
        </Box>
      )}
    </Stack>
  );
}
