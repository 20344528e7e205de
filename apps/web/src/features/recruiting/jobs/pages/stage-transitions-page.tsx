import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useParams } from 'react-router';
import {
  TRANSITION_ACTION_LABELS,
  TRANSITION_ACTIONS,
  type TransitionAction,
} from '@atrium/shared/schemas/recruiting/job-setup';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useGetHiringTeamQuery, useGetJobQuery } from '../api/jobs-api';
import { useGetInterviewPlanQuery } from '../api/interview-plan-api';
import {
  useEmailTemplateChoicesQuery,
  useListJobFormsQuery,
  useListStageTransitionsQuery,
  useSaveStageTransitionsMutation,
  type StageTransition,
} from '../api/job-setup-api';
import { JobLoadState } from '../components/job-load-state';

interface Rule {
  key: string;
  stageId: string;
  action: TransitionAction;
  emailTemplateId: string;
  formId: string;
  creditUserId: string;
}
let counter = 0;
const ruleOf = (rule: StageTransition): Rule => ({
  key: rule.id,
  stageId: rule.stageId,
  action: rule.action,
  emailTemplateId: rule.emailTemplateId ?? '',
  formId: rule.formId ?? '',
  creditUserId: rule.creditUserId ?? '',
});
const bodyOf = (rules: Rule[]) => ({
  rules: rules.map((rule) => ({
    stageId: rule.stageId,
    action: rule.action,
    emailTemplateId: rule.action === 'send_email_template' ? rule.emailTemplateId || null : null,
    formId: rule.action === 'send_form' ? rule.formId || null : null,
    creditUserId: rule.creditUserId || null,
  })),
});

/** /jobs/:id/stage-transitions: what happens when a candidate enters a stage. */
export default function StageTransitionsPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const plan = useGetInterviewPlanQuery(id);
  const saved = useListStageTransitionsQuery(id);
  const forms = useListJobFormsQuery(id);
  const canTemplates = useHasPermission('rct.settings.email_templates.template.view');
  const templates = useEmailTemplateChoicesQuery(undefined, { skip: !canTemplates });
  const team = useGetHiringTeamQuery(id);
  const canEdit = useHasPermission('rct.module.job_setup.stage_transitions.edit');
  const [save, saving] = useSaveStageTransitionsMutation();
  const [rules, setRules] = useState<Rule[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const original = useMemo(() => JSON.stringify(bodyOf((saved.data ?? []).map(ruleOf))), [saved.data]);
  useEffect(() => {
    if (saved.data) setRules(saved.data.map(ruleOf));
  }, [saved.data]);
  const isDirty = Boolean(saved.data) && JSON.stringify(bodyOf(rules)) !== original;
  const { blocker } = useUnsavedChangesPrompt(isDirty);
  usePageTitle(job.data ? `Stage transitions: ${job.data.name}` : 'Stage transitions');
  if (!job.data) return <JobLoadState query={job} />;
  if (!plan.data || !saved.data) return <JobLoadState query={plan.data ? saved : plan} />;
  const stages = plan.data.stages;
  const people = [
    ...new Map((team.data?.members ?? []).map((member) => [member.userId, member.name])).entries(),
  ];
  const update = (key: string, change: Partial<Rule>) =>
    setRules((current) => current.map((rule) => (rule.key === key ? { ...rule, ...change } : rule)));
  const submit = async () => {
    setErrors({});
    try {
      const result = await save({ id, body: bodyOf(rules) }).unwrap();
      setRules(result.data.map(ruleOf));
      toastSuccess(successMessage(result, 'Stage transitions saved'));
    } catch (error) {
      const found = Object.fromEntries(fieldErrors(error).map((item) => [item.path, item.message]));
      setErrors(found);
      if (Object.keys(found).length === 0) toastError(error);
    }
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 1080 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Stage transitions
        </Typography>
        <Typography color="text.secondary">
          What happens when a candidate for {job.data.name} enters a stage: send an email, send a form, or ask
          for their availability.
        </Typography>
      </Box>
      {saved.isError && <Alert severity="error">{errorMessage(saved.error)}</Alert>}
      {stages.map((stage) => {
        const ofStage = rules.filter((rule) => rule.stageId === stage.id);
        return (
          <Paper
            key={stage.id}
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-label={`When a candidate enters ${stage.name}`}
          >
            <Typography fontWeight={600} gutterBottom>
              When a candidate enters {stage.name}
            </Typography>
            {ofStage.length === 0 && <Typography color="text.secondary">Nothing happens.</Typography>}
            <Stack spacing={2}>
              {ofStage.map((rule) => {
                const index = rules.indexOf(rule);
                const error = (field: string) => errors[`rules.${index}.${field}`];
                return (
                  <Box
                    key={rule.key}
                    role="group"
                    aria-label={`Rule ${index + 1}`}
                    sx={{
                      display: 'grid',
                      gap: 1,
                      gridTemplateColumns: { xxs: '1fr', md: '1fr 1.5fr 1fr auto' },
                      alignItems: 'start',
                    }}
                  >
                    <TextField
                      select
                      size="small"
                      label="Action"
                      value={rule.action}
                      disabled={!canEdit}
                      onChange={(event) =>
                        update(rule.key, { action: event.target.value as TransitionAction })
                      }
                    >
                      {TRANSITION_ACTIONS.map((action) => (
                        <MenuItem key={action} value={action}>
                          {TRANSITION_ACTION_LABELS[action]}
                        </MenuItem>
                      ))}
                    </TextField>
                    {rule.action === 'send_email_template' && (
                      <TextField
                        select
                        size="small"
                        label="Email template"
                        value={rule.emailTemplateId}
                        disabled={!canEdit}
                        onChange={(event) => update(rule.key, { emailTemplateId: event.target.value })}
                        error={Boolean(error('emailTemplateId'))}
                        helperText={error('emailTemplateId')}
                      >
                        {(templates.data ?? []).map((template) => (
                          <MenuItem key={template.id} value={template.id}>
                            {template.name}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                    {rule.action === 'send_form' && (
                      <TextField
                        select
                        size="small"
                        label="Form"
                        value={rule.formId}
                        disabled={!canEdit}
                        onChange={(event) => update(rule.key, { formId: event.target.value })}
                        error={Boolean(error('formId'))}
                        helperText={
                          error('formId') ??
                          ((forms.data ?? []).length === 0 ? 'Add a form on the Forms page first' : undefined)
                        }
                      >
                        {(forms.data ?? []).map((form) => (
                          <MenuItem key={form.id} value={form.id}>
                            {form.name}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                    {rule.action === 'request_availability' && <Box />}
                    <TextField
                      select
                      size="small"
                      label="Sent as"
                      value={rule.creditUserId}
                      disabled={!canEdit}
                      onChange={(event) => update(rule.key, { creditUserId: event.target.value })}
                      error={Boolean(error('creditUserId'))}
                      helperText={error('creditUserId')}
                    >
                      <MenuItem value="">The responsible recruiter</MenuItem>
                      {people.map(([userId, name]) => (
                        <MenuItem key={userId} value={userId}>
                          {name}
                        </MenuItem>
                      ))}
                    </TextField>
                    {canEdit && (
                      <IconButton
                        aria-label={`Remove rule ${index + 1}`}
                        onClick={() => setRules((current) => current.filter((item) => item.key !== rule.key))}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    )}
                  </Box>
                );
              })}
            </Stack>
            {canEdit && (
              <Button
                size="small"
                startIcon={<AddIcon />}
                sx={{ mt: 1 }}
                onClick={() =>
                  setRules((current) => [
                    ...current,
                    {
                      key: `new-${(counter += 1)}`,
                      stageId: stage.id,
                      action: 'send_email_template',
                      emailTemplateId: '',
                      formId: '',
                      creditUserId: '',
                    },
                  ])
                }
              >
                Add a rule for {stage.name}
              </Button>
            )}
          </Paper>
        );
      })}
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            disabled={!isDirty}
            loading={saving.isLoading}
            onClick={() => void submit()}
          >
            Save stage transitions
          </Button>
        </Box>
      )}
      <UnsavedChangesDialog blocker={blocker} />
    </Stack>
  );
}
