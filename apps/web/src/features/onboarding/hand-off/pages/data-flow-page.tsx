import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import {
  DATA_FLOW_FIELDS,
  DATA_FLOW_LABELS,
  DEFAULT_DATA_FLOW,
  dataFlowBodySchema,
  type DataFlow,
} from '@atrium/shared/schemas/onboarding/data-flow';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { usePageTitle } from '../../../../lib/page-title';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useDataFlowQuery, useSaveDataFlowMutation } from '../api/data-flow-api';

function DataFlowForm({ flow }: { flow: DataFlow }) {
  const [save] = useSaveDataFlowMutation();
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<DataFlow>({
    resolver: zodResolver(dataFlowBodySchema),
    defaultValues: flow,
  });
  // A save answers the setting as stored (the api puts it in the cache): the form starts over from it.
  useEffect(() => reset(flow), [flow, reset]);
  const { blocker } = useUnsavedChangesPrompt(formState.isDirty);
  const submit = handleSubmit(async (body) => {
    try {
      const result = await save(body).unwrap();
      toastSuccess(successMessage(result, 'Data flow saved'));
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<DataFlow>([...DATA_FLOW_FIELDS]));
    }
  });
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label="Data flow"
      onSubmit={(event) => void submit(event)}
      sx={{ p: 2 }}
    >
      <Typography variant="h6" component="h2">
        From Recruiting into Onboarding
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The candidate’s name and email always come across. Changes apply to hires to come.
      </Typography>
      <Stack spacing={1}>
        {DATA_FLOW_FIELDS.map((field) => (
          <FormSwitchField<DataFlow>
            key={field}
            control={control}
            name={field}
            label={DATA_FLOW_LABELS[field]}
          />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button
          onClick={() =>
            DATA_FLOW_FIELDS.forEach((field) =>
              setValue(field, DEFAULT_DATA_FLOW[field], { shouldDirty: true }),
            )
          }
        >
          Let everything flow
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          disabled={!formState.isDirty}
        >
          Save
        </Button>
      </Box>
      <UnsavedChangesDialog blocker={blocker} />
    </Paper>
  );
}

/** /onboarding/settings/data-flow: which of Recruiting's facts about a hired candidate reach Onboarding. */
export default function DataFlowPage() {
  usePageTitle('Data flow');
  const flow = useDataFlowQuery();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeading
        title="Data flow"
        description="When a candidate is marked hired in Recruiting, they arrive here as a new hire. Choose what comes with them."
      />
      {flow.isError && (
        <LoadFailureState error={flow.error} subject="setting" onRetry={() => void flow.refetch()} />
      )}
      {flow.isLoading && (
        <Skeleton variant="rounded" height={320} aria-label="Loading the data flow" role="progressbar" />
      )}
      {flow.data && <DataFlowForm flow={flow.data} />}
    </Stack>
  );
}
