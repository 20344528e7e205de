import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import {
  GOAL_LEVEL_LABELS,
  GOAL_STATUS_LABELS,
  type GoalLevel,
  type GoalStatus,
} from '@atrium/shared/schemas/performance/goals';
import { STATUS_COLORS } from '../utils/goal-format';

export function GoalStatusChip({ status }: { status: GoalStatus }) {
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      variant={status === 'closed' ? 'outlined' : 'filled'}
      label={GOAL_STATUS_LABELS[status]}
    />
  );
}

export function GoalLevelChip({ level }: { level: GoalLevel }) {
  return <Chip size="small" variant="outlined" label={GOAL_LEVEL_LABELS[level]} />;
}

export function PrivateChip() {
  return <Chip size="small" variant="outlined" icon={<LockOutlinedIcon />} label="Private" />;
}

/**
 * A goal's or key result's progress as a bar in its status colour, with the percentage beside it;
 * `label` names it for assistive technology ("Progress of Launch streaming").
 */
export function GoalProgress({
  value,
  status,
  label,
  isLarge = false,
}: {
  value: number;
  status: GoalStatus;
  label: string;
  isLarge?: boolean;
}) {
  const color = STATUS_COLORS[status];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 120 }}>
      <Box sx={{ flex: 1 }}>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Math.max(0, value))}
          color={color === 'default' ? 'inherit' : color}
          aria-label={label}
          sx={{
            height: isLarge ? 10 : 6,
            borderRadius: 5,
            color: color === 'default' ? 'text.disabled' : undefined,
          }}
        />
      </Box>
      <Typography
        variant={isLarge ? 'h6' : 'body2'}
        component="span"
        sx={{ minWidth: isLarge ? 56 : 44, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
      >
        {Math.round(value)}%
      </Typography>
    </Stack>
  );
}
