import { Box, LinearProgress, Typography } from '@mui/material';
import type { NewHire } from '../api/new-hires-api';
import { progressLabel, progressPercent } from '../utils/new-hire-labels';

/** How far a hire's plan is done, with the overdue tasks named when there are any. */
export function TaskProgress({ tasks, minWidth = 140 }: { tasks: NewHire['tasks']; minWidth?: number }) {
  const label = progressLabel(tasks);
  return (
    <Box sx={{ minWidth }}>
      <LinearProgress
        variant="determinate"
        value={progressPercent(tasks)}
        aria-label={label}
        sx={{ height: 6, borderRadius: 3, mb: 0.5 }}
      />
      <Typography variant="body2" color="text.secondary" component="span">
        {label}
      </Typography>
      {tasks.overdue > 0 && (
        <Typography variant="body2" color="error" component="span">
          {` · ${tasks.overdue} overdue`}
        </Typography>
      )}
    </Box>
  );
}
