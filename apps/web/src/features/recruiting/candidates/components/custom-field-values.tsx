import { useId, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useForm, type FieldPath } from 'react-hook-form';
import type { CustomField } from '@atrium/shared/schemas/recruiting/custom-fields';
import { useHasPermission } from '../../../../lib/session-hooks';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  useGetCandidateCustomFieldsQuery,
  useSaveCustomFieldValuesMutation,
} from '../../configuration/api/custom-fields-api';
import { CustomFieldInputs } from '../../jobs/components/custom-field-inputs';
import { useCandidateFilterOptionsQuery } from '../api/candidates-api';
import { formatDay } from '../utils/candidate-labels';

type Values = Record<string, unknown>;

/** A value as a person reads it. */
function shown(field: CustomField, value: unknown, names: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (field.type) {
    case 'yes_no':
      return value ? 'Yes' : 'No';
    case 'currency': {
      const money = value as { amount: number; currency: string };
      return `${money.amount.toLocaleString()} ${money.currency}`;
    }
    case 'date':
      return formatDay(String(value));
    case 'multi_select':
      return (value as string[]).join(', ');
    case 'user':
      return names.get(String(value)) ?? 'A former colleague';
    default:
      return String(value);
  }
}

function FieldList({ fields, values, label }: { fields: CustomField[]; values: Values; label: string }) {
  const users = useCandidateFilterOptionsQuery().data?.users ?? [];
  const names = new Map(users.map((user) => [user.id, user.name]));
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xxs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {fields.map((field) => (
        <Box key={field.id} sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="dt">
            {field.name}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {shown(field, values[field.id], names)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface Form {
  customFields: Values;
}

/** Edits every field of a candidate or an application at once, checked as the server checks them. */
function ValuesDialog({
  title,
  fields,
  values,
  target,
  onClose,
}: {
  title: string;
  fields: CustomField[];
  values: Values;
  target: { candidateId: string; applicationId?: string };
  onClose: () => void;
}) {
  const titleId = useId();
  const [save, saving] = useSaveCustomFieldValuesMutation();
  const { control, handleSubmit, setError } = useForm<Form>({
    defaultValues: { customFields: { ...values } },
  });
  const submit = handleSubmit(async ({ customFields }) => {
    try {
      const result = await save({ ...target, customFields }).unwrap();
      toastSuccess(successMessage(result, 'Saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, (path) =>
        /^customFields\.[0-9a-f-]{36}$/.test(path) ? (path as FieldPath<Form>) : null,
      );
    }
  });
  return (
    <Dialog
      open
      onClose={saving.isLoading ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          aria-label={title}
          sx={{ pt: 1 }}
          onSubmit={(event) => void submit(event)}
        >
          <CustomFieldInputs<Form> fields={fields} control={control} />
          <button type="submit" hidden />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving.isLoading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={saving.isLoading}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="small" startIcon={<EditOutlinedIcon />} onClick={onClick} aria-label={label}>
      Edit
    </Button>
  );
}

/** The candidate's custom fields (configuration → custom options → candidates), with their edit dialog. */
export function CandidateCustomFieldsCard({ candidateId }: { candidateId: string }) {
  const headingId = useId();
  const query = useGetCandidateCustomFieldsQuery(candidateId);
  const canEdit = useHasPermission('rct.module.candidates.candidate.edit');
  const [isEditing, setIsEditing] = useState(false);
  const fields = query.data?.candidateFields ?? [];
  if (query.isError)
    return <Typography color="error">The candidate’s custom fields could not be loaded.</Typography>;
  if (fields.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xxs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          Custom fields
        </Typography>
        {canEdit && <EditButton label="Edit custom fields" onClick={() => setIsEditing(true)} />}
      </Stack>
      <FieldList fields={fields} values={query.data!.candidate} label="Custom fields" />
      {isEditing && (
        <ValuesDialog
          title="Edit custom fields"
          fields={fields}
          values={query.data!.candidate}
          target={{ candidateId }}
          onClose={() => setIsEditing(false)}
        />
      )}
    </Paper>
  );
}

/** An application's custom fields and, for a referral, the referrer's answers. */
export function ApplicationCustomFields({
  candidateId,
  applicationId,
}: {
  candidateId: string;
  applicationId: string;
}) {
  const query = useGetCandidateCustomFieldsQuery(candidateId);
  const canEdit = useHasPermission('rct.module.candidates.candidate.edit');
  const [isEditing, setIsEditing] = useState(false);
  const data = query.data;
  const mine = data?.applications.find((item) => item.applicationId === applicationId);
  if (!data || !mine) return null;
  const questions = data.referralQuestions.filter((question) => question.id in mine.referralAnswers);
  return (
    <>
      {data.applicationFields.length > 0 && (
        <Box>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" component="h4" sx={{ flex: 1 }}>
              Application fields
            </Typography>
            {canEdit && <EditButton label="Edit application fields" onClick={() => setIsEditing(true)} />}
          </Stack>
          <FieldList fields={data.applicationFields} values={mine.values} label="Application fields" />
        </Box>
      )}
      {questions.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            Referral answers
          </Typography>
          <FieldList fields={questions} values={mine.referralAnswers} label="Referral answers" />
        </Box>
      )}
      {isEditing && (
        <ValuesDialog
          title="Edit application fields"
          fields={data.applicationFields}
          values={mine.values}
          target={{ candidateId, applicationId }}
          onClose={() => setIsEditing(false)}
        />
      )}
    </>
  );
}
