import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Checkbox, Chip, Collapse, Stack, Tooltip, Typography } from '@mui/material';
import type { NewHireTask } from '@atrium/shared/schemas/onboarding/tasks';
import { SanitizedHtml } from '../../../../components/ui/sanitized-html';
import { FileDownloadButton } from '../../../../components/upload/file-download-button';
import { formatDate } from '../../new-hires/utils/new-hire-labels';
import { taskAssigneeLabel, TASK_KIND_LABELS } from '../../plan/utils/plan-labels';
import type { TaskStatusChange } from '../api/tasks-api';
import { TaskDocumentUpload } from './task-document-upload';

export interface TaskItemProps {
  task: NewHireTask;
  /** Whether the signed-in user may complete and reopen it (the server decides in the end). */
  canWork: boolean;
  /** Why the checkbox is locked, when it is. */
  lockedReason?: string;
  isBusy?: boolean;
  onStatusChange: (change: TaskStatusChange) => void;
  showAssignee?: boolean;
  /** Facts of its own to add, e.g. the hire it is for. */
  extra?: ReactNode;
  /** Buttons at the row's end (edit, delete). */
  actions?: ReactNode;
}

/** One task: a checkbox to complete or reopen it, its due date (overdue marked), assignee and instructions. */
export function TaskItem({
  task,
  canWork,
  lockedReason = 'Only the person it is assigned to can complete this task',
  isBusy = false,
  onStatusChange,
  showAssignee = true,
  extra,
  actions,
}: TaskItemProps) {
  const instructionsId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const isOpen = task.status === 'open';
  // An open upload task is completed by handing in its document (the button below), not by a tick.
  const needsDocument = isOpen && task.kind === 'upload';
  const canTick = canWork && !needsDocument;
  const checkbox = (
    <Checkbox
      checked={!isOpen}
      disabled={!canTick || isBusy}
      onChange={() => onStatusChange(isOpen ? 'complete' : 'reopen')}
      slotProps={{ input: { 'aria-label': isOpen ? `Complete ${task.name}` : `Reopen ${task.name}` } }}
      sx={{ mt: -0.5 }}
    />
  );
  return (
    <Box
      component="li"
      aria-label={task.name}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1.25, listStyle: 'none' }}
    >
      {canTick ? (
        checkbox
      ) : (
        <Tooltip title={canWork ? 'Upload the document to complete this task' : lockedReason}>
          <span>{checkbox}</span>
        </Tooltip>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          sx={{
            fontWeight: 600,
            overflowWrap: 'anywhere',
            textDecoration: isOpen ? 'none' : 'line-through',
            color: isOpen ? 'text.primary' : 'text.secondary',
          }}
        >
          {task.name}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }}
        >
          <Typography variant="body2" color={task.isOverdue ? 'error' : 'text.secondary'}>
            {task.dueDate ? `Due ${formatDate(task.dueDate)}` : 'No due date'}
          </Typography>
          {task.isOverdue && <Chip size="small" color="error" variant="outlined" label="Overdue" />}
          {task.status === 'skipped' && <Chip size="small" variant="outlined" label="Skipped" />}
          {task.status === 'done' && task.completedBy && (
            <Typography variant="body2">Done by {task.completedBy.name}</Typography>
          )}
          {/* "Done by Maya" already names the assignee when she did it herself. */}
          {showAssignee && !(task.status === 'done' && task.completedBy?.id === task.assignee?.id) && (
            <Typography variant="body2">{taskAssigneeLabel(task)}</Typography>
          )}
          {task.kind !== 'task' && <Chip size="small" label={TASK_KIND_LABELS[task.kind]} />}
          {extra}
        </Stack>
        {(task.attachments.length > 0 || task.document || (needsDocument && canWork)) && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            {task.attachments.map((file) => (
              <FileDownloadButton key={file.id} fileId={file.id} fileName={file.name} label="Attachment" />
            ))}
            {task.document && (
              <FileDownloadButton fileId={task.document.id} fileName={task.document.name} label="Document" />
            )}
            {needsDocument && canWork && <TaskDocumentUpload task={task} disabled={isBusy} />}
          </Stack>
        )}
        {task.instructions && (
          <>
            <Button
              size="small"
              onClick={() => setIsExpanded((value) => !value)}
              aria-expanded={isExpanded}
              aria-controls={instructionsId}
              sx={{ ml: -1 }}
            >
              {isExpanded ? 'Hide instructions' : 'Instructions'}
            </Button>
            <Collapse in={isExpanded} id={instructionsId}>
              <SanitizedHtml html={task.instructions} sx={{ py: 1 }} />
            </Collapse>
          </>
        )}
      </Box>
      {actions}
    </Box>
  );
}
