import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { ApprovalFlow, ApprovalFlowBody } from '@atrium/shared/schemas/recruiting/approvals';
import { fieldErrors } from '../../../../lib/api-errors';
import { toastError } from '../../../../lib/toast';
import { PersonPicker, type Person } from './person-picker';

interface Group {
  approvers: Person[];
  required: number;
}

/**
 * Edits an approval flow: ordered groups of approvers, how many approvals each needs, and whether the
 * groups decide one after another. Saving sends the whole flow; the server checks it again.
 */
export function ApprovalFlowEditor({
  flow,
  onSave,
  onCancel,
}: {
  flow: ApprovalFlow;
  onSave: (body: ApprovalFlowBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [sequential, setSequential] = useState(flow.sequential);
  const [groups, setGroups] = useState<Group[]>(
    flow.groups.map((group) => ({ approvers: group.approvers, required: group.required })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const update = (index: number, change: (group: Group) => Group) =>
    setGroups((current) => current.map((group, at) => (at === index ? change(group) : group)));
  const save = async () => {
    setIsSaving(true);
    setErrors({});
    try {
      await onSave({
        sequential,
        groups: groups.map((group) => ({
          approverIds: group.approvers.map((person) => person.id),
          required: group.required,
        })),
      });
    } catch (error) {
      const found = Object.fromEntries(
        fieldErrors(error).map((item) => [item.path.split('.').slice(0, 3).join('.'), item.message]),
      );
      setErrors(found);
      if (Object.keys(found).length === 0) toastError(error);
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <Stack spacing={2} component="section" aria-label="Approval flow editor">
      <FormControlLabel
        control={<Switch checked={sequential} onChange={(_event, value) => setSequential(value)} />}
        label="Groups approve in order (each group is asked once the one before has approved)"
      />
      {groups.length === 0 && (
        <Typography color="text.secondary">No approvers: jobs open without approval.</Typography>
      )}
      {groups.map((group, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 2 }} aria-label={`Group ${index + 1}`} role="group">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography fontWeight={600}>Group {index + 1}</Typography>
            <IconButton
              aria-label={`Remove group ${index + 1}`}
              onClick={() => setGroups((current) => current.filter((_g, at) => at !== index))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
            {group.approvers.map((person) => (
              <Chip
                key={person.id}
                label={person.name}
                onDelete={() =>
                  update(index, (current) => {
                    const approvers = current.approvers.filter((item) => item.id !== person.id);
                    return { approvers, required: Math.max(1, Math.min(current.required, approvers.length)) };
                  })
                }
              />
            ))}
          </Stack>
          <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <PersonPicker
              label={`Add approver to group ${index + 1}`}
              exclude={group.approvers.map((person) => person.id)}
              onPick={(person) =>
                update(index, (current) => ({ ...current, approvers: [...current.approvers, person] }))
              }
            />
            <TextField
              select
              size="small"
              label="Approvals needed"
              value={group.required}
              onChange={(event) =>
                update(index, (current) => ({ ...current, required: Number(event.target.value) }))
              }
              sx={{ minWidth: 160 }}
            >
              {Array.from({ length: Math.max(1, group.approvers.length) }, (_item, at) => at + 1).map(
                (count) => (
                  <MenuItem key={count} value={count}>
                    {count === group.approvers.length && count > 1 ? `All ${count}` : count}
                  </MenuItem>
                ),
              )}
            </TextField>
          </Stack>
          {(errors[`groups.${index}.approverIds`] || errors[`groups.${index}.required`]) && (
            <Typography color="error" variant="body2" sx={{ mt: 1 }}>
              {errors[`groups.${index}.approverIds`] ?? errors[`groups.${index}.required`]}
            </Typography>
          )}
        </Paper>
      ))}
      <Stack direction="row" spacing={1} justifyContent="space-between" flexWrap="wrap" useFlexGap>
        <Button
          startIcon={<AddIcon />}
          onClick={() => setGroups((current) => [...current, { approvers: [], required: 1 }])}
        >
          Add group
        </Button>
        <Stack direction="row" spacing={1}>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
          <Button variant="contained" onClick={() => void save()} loading={isSaving}>
            Save flow
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
