import { IconButton, Tooltip } from '@mui/material';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useRemindTaskMutation, type NewHireTask } from '../api/tasks-api';
import { reminderSentMessage } from '../utils/task-reminders';

/** "Send reminder": mails the task's assignee (or its group's members) now, and says to whom. */
export function RemindTaskButton({ task }: { task: NewHireTask }) {
  const [remind, { isLoading }] = useRemindTaskMutation();
  const send = async () => {
    try {
      const result = await remind({ id: task.id, newHireId: task.newHireId }).unwrap();
      toastSuccess(reminderSentMessage(result.data));
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Tooltip title="Send reminder">
      <span>
        <IconButton
          aria-label={`Send reminder about ${task.name}`}
          onClick={() => void send()}
          disabled={isLoading}
        >
          <NotificationsActiveOutlinedIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
