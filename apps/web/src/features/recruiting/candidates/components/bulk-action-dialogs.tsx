import { useEffect, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type DefaultValues, type FieldPath } from 'react-hook-form';
import {
  bulkActionBodySchema,
  type BulkActionBody,
  type BulkActionInput,
} from '@atrium/shared/schemas/recruiting/candidates';
import { FormMultiSelectField } from '../../../../components/form/multi-select-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useListPoolsQuery } from '../../talent-pool/api/talent-pool-api';
import { useBulkCandidateActionMutation, type CandidateFilterOptions } from '../api/candidates-api';
import { NullableSelectField } from './nullable-select-field';

/** Whom a bulk action is for: the rows picked (their ids), or every match of the list's filters. */
export type BulkTarget = Pick<Extract<BulkActionBody, { action: 'tag' }>, 'candidateIds' | 'filters'>;

export interface BulkDialogProps {
  target: BulkTarget;
  /** How many candidates are chosen, for the dialog's title. */
  count: number;
  options: CandidateFilterOptions;
  /** After the server has answered yes: the list refetches itself; the selection goes. */
  onDone: () => void;
  onClose: () => void;
}

export const candidatesCount = (count: number) => `${count} candidate${count === 1 ? '' : 's'}`;
const named = (items: ReadonlyArray<{ id: string; name: string }>) =>
  items.map((item) => ({ value: item.id, label: item.name }));

/**
 * A bulk action's form: the whole request body is the form's value and the shared schema checks it,
 * so the dialog shows the server's own messages. The target is not a field; should it be refused
 * (a filter the server no longer takes), a toast says so.
 */
function useBulkForm(
  defaultValues: DefaultValues<BulkActionBody>,
  shown: FieldPath<BulkActionBody>[],
  onDone: () => void,
) {
  const [act, { isLoading }] = useBulkCandidateActionMutation();
  const { control, handleSubmit, setError, setValue } = useForm<BulkActionBody, unknown, BulkActionInput>({
    resolver: zodResolver(bulkActionBodySchema),
    defaultValues,
  });
  const submit = handleSubmit(
    async (body) => {
      try {
        toastSuccess(successMessage(await act(body).unwrap(), 'Done'));
        onDone();
      } catch (error) {
        showServerErrors(error, setError, fieldsNamed(shown));
      }
    },
    (errors) => {
      if ('filters' in errors || 'candidateIds' in errors)
        toastError(null, 'These candidates can no longer be chosen this way. Reload the list and try again.');
    },
  );
  return { control, submit, isLoading, setValue };
}

function BulkFormDialog({
  title,
  submitLabel,
  form,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  form: { submit: () => void; isLoading: boolean };
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      open
      onClose={onClose}
      title={title}
      submitLabel={submitLabel}
      onSubmit={form.submit}
      isSaving={form.isLoading}
    >
      <Stack spacing={2}>{children}</Stack>
    </FormDialog>
  );
}

/** Adds the chosen tags to every chosen candidate, or takes them off. */
export function BulkTagsDialog({
  action,
  target,
  count,
  options,
  onDone,
  onClose,
}: BulkDialogProps & { action: 'tag' | 'untag' }) {
  const form = useBulkForm({ action, tagIds: [], ...target }, ['tagIds'], onDone);
  const verb = action === 'tag' ? 'Tag' : 'Untag';
  return (
    <BulkFormDialog
      title={`${verb} ${candidatesCount(count)}`}
      submitLabel={verb}
      form={form}
      onClose={onClose}
    >
      <FormMultiSelectField<BulkActionBody>
        control={form.control}
        name="tagIds"
        label="Tags"
        required
        placeholder="Choose tags"
        noOptionsText="No tag by that name: add it in Configuration → Candidate tags"
        options={named(options.tags)}
      />
    </BulkFormDialog>
  );
}

/** Sets (or takes off) the recruiter or the coordinator of every chosen candidate. */
export function BulkPersonDialog({
  action,
  target,
  count,
  options,
  onDone,
  onClose,
}: BulkDialogProps & { action: 'set_recruiter' | 'set_coordinator' }) {
  const form = useBulkForm({ action, userId: null, ...target }, ['userId'], onDone);
  const role = action === 'set_recruiter' ? 'recruiter' : 'coordinator';
  return (
    <BulkFormDialog
      title={`Set the ${role} of ${candidatesCount(count)}`}
      submitLabel="Save"
      form={form}
      onClose={onClose}
    >
      <NullableSelectField<BulkActionBody>
        control={form.control}
        name="userId"
        label={role === 'recruiter' ? 'Recruiter' : 'Coordinator'}
        noneLabel={`No ${role}`}
        helperText={`“No ${role}” takes the ${role} off.`}
        options={named(options.users)}
      />
    </BulkFormDialog>
  );
}

/** Moves every chosen candidate's active application to a job into one of its stages. */
export function BulkMoveDialog({ target, count, options, onDone, onClose }: BulkDialogProps) {
  const form = useBulkForm(
    { action: 'move', jobId: '', toStageId: '', ...target },
    ['jobId', 'toStageId'],
    onDone,
  );
  const { control, setValue } = form;
  const jobId = useWatch({ control, name: 'jobId' });
  // Another job's stages are not this one's.
  useEffect(() => setValue('toStageId', ''), [jobId, setValue]);
  const jobs = options.jobs.filter((job) => job.status !== 'closed' && job.stages.length > 0);
  const stages = jobs.find((job) => job.id === jobId)?.stages ?? [];
  return (
    <BulkFormDialog title={`Move ${candidatesCount(count)}`} submitLabel="Move" form={form} onClose={onClose}>
      <FormSelectField<BulkActionBody>
        control={control}
        name="jobId"
        label="Job"
        required
        searchable={jobs.length > 8}
        helperText="Their active applications to this job move; candidates without one stay as they are."
        options={named(jobs)}
      />
      <FormSelectField<BulkActionBody>
        control={control}
        name="toStageId"
        label="Stage"
        required
        disabled={stages.length === 0}
        helperText={stages.length === 0 ? 'Choose a job first' : undefined}
        options={named(stages)}
      />
    </BulkFormDialog>
  );
}

/** Sends every chosen candidate an email from a template. */
export function BulkEmailDialog({ target, count, options, onDone, onClose }: BulkDialogProps) {
  const preferred =
    options.emailTemplates.find((template) => template.isDefault) ?? options.emailTemplates[0];
  const form = useBulkForm(
    { action: 'email', templateId: preferred?.id ?? '', ...target },
    ['templateId'],
    onDone,
  );
  return (
    <BulkFormDialog
      title={`Email ${candidatesCount(count)}`}
      submitLabel="Send"
      form={form}
      onClose={onClose}
    >
      <FormSelectField<BulkActionBody>
        control={form.control}
        name="templateId"
        label="Email template"
        required
        options={named(options.emailTemplates)}
      />
    </BulkFormDialog>
  );
}

/** Adds every chosen candidate to a talent pool at one of its stages; those already in it are skipped. */
export function BulkAddToPoolDialog({ target, count, onDone, onClose }: BulkDialogProps) {
  const pools = useListPoolsQuery();
  const form = useBulkForm(
    { action: 'add_to_pool', poolId: '', stageId: null, ...target },
    ['poolId', 'stageId'],
    onDone,
  );
  const { control, setValue } = form;
  const poolId = useWatch({ control, name: 'poolId' });
  // Another pool's stages are not this one's.
  useEffect(() => setValue('stageId', null), [poolId, setValue]);
  const stages = pools.data?.find((pool) => pool.id === poolId)?.stages ?? [];
  return (
    <BulkFormDialog
      title={`Add ${candidatesCount(count)} to a talent pool`}
      submitLabel="Add to pool"
      form={form}
      onClose={onClose}
    >
      <FormSelectField<BulkActionBody>
        control={control}
        name="poolId"
        label="Pool"
        required
        disabled={!pools.data?.length}
        helperText={
          pools.isError
            ? 'The pools could not be loaded. Close and try again.'
            : pools.data && pools.data.length === 0
              ? 'No pools yet: set one up in Talent pool → Configure pools'
              : 'Candidates already in this pool are skipped and counted.'
        }
        options={named(pools.data ?? [])}
      />
      <NullableSelectField<BulkActionBody>
        control={control}
        name="stageId"
        label="Stage"
        noneLabel="The pool's first stage"
        options={named(stages)}
      />
    </BulkFormDialog>
  );
}

/**
 * Transfers every chosen candidate's application to another job: the one on the list's job filter,
 * or a candidate's only active application (with several and no filter, that candidate is skipped).
 */
export function BulkTransferDialog({
  target,
  count,
  options,
  fromJobId,
  onDone,
  onClose,
}: BulkDialogProps & { fromJobId: string | null }) {
  const form = useBulkForm(
    { action: 'transfer', fromJobId, jobId: '', stageId: null, ...target },
    ['jobId', 'stageId'],
    onDone,
  );
  const { control, setValue } = form;
  const jobId = useWatch({ control, name: 'jobId' });
  useEffect(() => setValue('stageId', null), [jobId, setValue]);
  const jobs = options.jobs.filter(
    (job) => job.status !== 'closed' && job.stages.length > 0 && job.id !== fromJobId,
  );
  const stages = jobs.find((job) => job.id === jobId)?.stages ?? [];
  const from = fromJobId ? options.jobs.find((job) => job.id === fromJobId)?.name : null;
  return (
    <BulkFormDialog
      title={`Transfer ${candidatesCount(count)}`}
      submitLabel="Transfer"
      form={form}
      onClose={onClose}
    >
      <FormSelectField<BulkActionBody>
        control={control}
        name="jobId"
        label="To job"
        required
        searchable={jobs.length > 8}
        helperText={
          from
            ? `Their applications to ${from} move; those who cannot (already on the job) are counted.`
            : 'Each candidate’s one active application moves; anyone with several is skipped: filter the list by a job first.'
        }
        options={named(jobs)}
      />
      <NullableSelectField<BulkActionBody>
        control={control}
        name="stageId"
        label="Stage"
        noneLabel="The job's first stage"
        options={named(stages)}
      />
    </BulkFormDialog>
  );
}
