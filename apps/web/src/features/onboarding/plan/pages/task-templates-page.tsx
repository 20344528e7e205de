import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { withTokenLabels } from '@atrium/shared/schemas/onboarding/plan';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { ListStates } from '../../../../components/ui/list-states';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RowActions } from '../../../../components/ui/row-actions';
import { SortableList } from '../../../../components/ui/sortable-list';
import { usePageTitle } from '../../../../lib/page-title';
import { toastError } from '../../../../lib/toast';
import {
  useDeleteTaskTemplateMutation,
  useReorderTaskTemplatesMutation,
  useTaskTemplatesQuery,
  type TaskTemplate,
} from '../api/plan-api';
import { TaskTemplateDialog } from '../components/task-template-dialog';
import { criteriaSummary } from '../utils/criteria-summary';
import { assigneeLabel, dueOffsetLabel, TASK_CATEGORY_LABELS, TASK_KIND_LABELS } from '../utils/plan-labels';

const getId = (template: TaskTemplate) => template.id;
const getLabel = (template: TaskTemplate) => template.name;

function TemplateSummary({ template }: { template: TaskTemplate }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {withTokenLabels(template.name)}
        </Typography>
        {!template.active && <Chip size="small" variant="outlined" label="Inactive" />}
        {template.kind !== 'task' && <Chip size="small" label={TASK_KIND_LABELS[template.kind]} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {[
          TASK_CATEGORY_LABELS[template.category],
          assigneeLabel(template),
          dueOffsetLabel(template.dueOffsetDays),
        ].join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        For: {criteriaSummary(template.criteria)}
      </Typography>
    </Box>
  );
}

/** /onboarding/settings/tasks: the plan's tasks in order, each given to the hires its criteria match. */
export default function TaskTemplatesPage() {
  usePageTitle('Onboarding tasks');
  const templates = useTaskTemplatesQuery();
  const [reorder] = useReorderTaskTemplatesMutation();
  const [deleteTemplate] = useDeleteTaskTemplateMutation();
  const [editing, setEditing] = useState<TaskTemplate | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TaskTemplate | null>(null);

  const move = async (items: TaskTemplate[]) => {
    try {
      await reorder(items.map(getId)).unwrap();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeading
        title="Tasks"
        description="The onboarding plan. Each new hire gets a copy of every active task whose criteria they match, due as many days from their start date as it says; drag to change the order their plans list them in."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            Add task
          </Button>
        }
      />
      <ListStates
        query={templates}
        subject="plan"
        loadingLabel="Loading the plan"
        skeletonHeight={240}
        empty={{
          title: 'No tasks in the plan yet',
          description:
            'Add the first: what a new hire, their manager, HR or IT does before and after the start date.',
        }}
      >
        {(items) => (
          <SortableList
            label="Onboarding plan tasks"
            items={items}
            getId={getId}
            getLabel={getLabel}
            onReorder={(items) => void move(items)}
            renderItem={(template) => (
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
              >
                <TemplateSummary template={template} />
                <RowActions
                  name={template.name}
                  onEdit={() => setEditing(template)}
                  onDelete={() => setDeleting(template)}
                />
              </Stack>
            )}
          />
        )}
      </ListStates>
      <TaskTemplateDialog
        template={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <DeleteRecordDialog
        kind="task"
        name={deleting?.name ?? null}
        message={`Delete “${deleting?.name}” from the plan? New hires who already have it keep their copy.`}
        onDelete={() => deleteTemplate(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
