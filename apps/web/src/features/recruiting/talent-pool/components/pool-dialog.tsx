import { useCallback } from 'react';
import { Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { requiredText } from '@atrium/shared/schemas/platform/required-text';
import { DEFAULT_POOL_STAGES, poolBodySchema } from '@atrium/shared/schemas/recruiting/talent-pool';
import { FormMultiSelectField } from '../../../../components/form/multi-select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { SortableList } from '../../../../components/ui/sortable-list';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import type { CandidateFilterOptions } from '../../candidates/api/candidates-api';
import {
  useCreatePoolMutation,
  useListPoolsQuery,
  useUpdatePoolMutation,
  type Pool,
} from '../api/talent-pool-api';

/** A stage in the form: `stageId` (the field array keeps `id` for its own keys) names a kept stage. */
interface Values {
  name: string;
  stages: Array<{ stageId?: string; name: string }>;
  adminIds: string[];
}

const MAX_STAGES = 20;

const valuesSchema = poolBodySchema.extend({
  stages: z
    .array(z.object({ stageId: z.string().optional(), name: requiredText(60) }))
    .min(1, 'Add at least one stage')
    .max(MAX_STAGES, `A pool has at most ${MAX_STAGES} stages`),
});

const toValues = (pool: Pool | null): Values => ({
  name: pool?.name ?? '',
  stages: pool
    ? pool.stages.map((stage) => ({ stageId: stage.id, name: stage.name }))
    : DEFAULT_POOL_STAGES.map((name) => ({ name })),
  adminIds: pool?.admins.map((admin) => admin.id) ?? [],
});

// The server's paths (stages.2.name) are the form's, but for a stage's id.
const fieldOf = (path: string): FieldPath<Values> | null => {
  if (path === 'name' || path === 'adminIds') return path;
  if (/^stages\.\d+\.name$/.test(path)) return path as FieldPath<Values>;
  if (path.startsWith('stages')) return 'stages.root' as FieldPath<Values>;
  return null;
};

/** The index moved, and where to, that turn `before` into `after` (one item dragged). */
function movedIndex(before: readonly string[], after: readonly string[]): [number, number] | null {
  const first = before.findIndex((id, index) => after[index] !== id);
  if (first < 0) return null;
  const last = before.findLastIndex((id, index) => after[index] !== id);
  // Dragged up: the item from `last` now sits at `first`; dragged down, the other way round.
  return after[first] === before[last] ? [last, first] : [first, last];
}

export interface PoolDialogProps {
  /** The pool edited, or null for a new one. */
  pool: Pool | null;
  users: CandidateFilterOptions['users'] | undefined;
  onClose: () => void;
}

/**
 * A pool's name, its stages in order (renamed, added, removed, dragged into place) and its admins.
 * Stages keep their ids across edits; a removed stage's prospects move to the first stage.
 */
export function PoolDialog({ pool, users, onClose }: PoolDialogProps) {
  const [create, creating] = useCreatePoolMutation();
  const [update, updating] = useUpdatePoolMutation();
  // Fresh counts for what removing a stage moves: the list behind the dialog may be older.
  const pools = useListPoolsQuery(undefined, { refetchOnMountOrArgChange: true, skip: !pool });
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(valuesSchema) as unknown as Resolver<Values>,
    defaultValues: toValues(pool),
  });
  const stages = useFieldArray({ control, name: 'stages' });
  const names = useWatch({ control, name: 'stages' });
  const getId = useCallback((field: { id: string }) => field.id, []);
  const labelOf = useCallback(
    (field: { id: string }) => {
      const index = stages.fields.findIndex((item) => item.id === field.id);
      return names?.[index]?.name || `Stage ${index + 1}`;
    },
    [stages.fields, names],
  );

  const submit = handleSubmit(async (values) => {
    const body = {
      name: values.name,
      stages: values.stages.map((stage) => ({
        ...(stage.stageId ? { id: stage.stageId } : {}),
        name: stage.name,
      })),
      adminIds: values.adminIds,
    };
    try {
      const result = pool ? await update({ id: pool.id, body }).unwrap() : await create(body).unwrap();
      toastSuccess(successMessage(result, pool ? 'Pool saved' : 'Pool created'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });

  const stagesError = formState.errors.stages?.root?.message ?? formState.errors.stages?.message;
  const current = pools.data?.find((item) => item.id === pool?.id) ?? pool;
  const removed = current
    ? current.stages.filter((stage) => !names?.some((item) => item.stageId === stage.id))
    : [];
  const movedProspects = removed.reduce((sum, stage) => sum + stage.prospects, 0);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={pool ? `Edit ${pool.name}` : 'Add pool'}
      submitLabel={pool ? 'Save pool' : 'Add pool'}
      onSubmit={submit}
      isSaving={creating.isLoading || updating.isLoading}
    >
      <Stack spacing={2}>
        <FormTextField control={control} name="name" label="Pool name" required />
        <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            Stages, in order
          </Typography>
          <SortableList
            label="Stages"
            items={stages.fields}
            getId={getId}
            getLabel={labelOf}
            onReorder={(next) => {
              const move = movedIndex(
                stages.fields.map((field) => field.id),
                next.map((field) => field.id),
              );
              if (move) stages.move(move[0], move[1]);
            }}
            renderItem={(field) => {
              const index = stages.fields.findIndex((item) => item.id === field.id);
              return (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <FormTextField
                    control={control}
                    name={`stages.${index}.name`}
                    label={`Stage ${index + 1}`}
                    size="small"
                    required
                  />
                  <Tooltip title="Remove stage">
                    <span>
                      <IconButton
                        aria-label={`Remove stage ${index + 1}`}
                        onClick={() => stages.remove(index)}
                        disabled={stages.fields.length <= 1}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
              );
            }}
          />
          {stagesError && <FormHelperText error>{stagesError}</FormHelperText>}
          {movedProspects > 0 && (
            <FormHelperText>
              {`${movedProspects} prospect${movedProspects === 1 ? '' : 's'} of the removed stages will move to the first stage.`}
            </FormHelperText>
          )}
          <div>
            <Button
              startIcon={<AddIcon />}
              onClick={() => stages.append({ name: '' }, { shouldFocus: true })}
              disabled={stages.fields.length >= MAX_STAGES}
            >
              Add stage
            </Button>
          </div>
        </Stack>
        {users && (
          <FormMultiSelectField
            control={control}
            name="adminIds"
            label="Pool admins"
            placeholder="Choose colleagues"
            noOptionsText="No colleague found"
            helperText="Colleagues who look after this pool"
            options={[
              // An admin no longer among the colleagues offered stays shown, so saving keeps them.
              ...(pool?.admins ?? []).filter((admin) => !users.some((user) => user.id === admin.id)),
              ...users,
            ].map((user) => ({ value: user.id, label: user.name }))}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
