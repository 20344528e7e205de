import { useId } from 'react';
import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PopoverMenu, type PopoverMenuItem } from '../../../../components/ui/popover-menu';
import { paths } from '../../../../config/paths';
import { formatDay, headline } from '../../candidates/utils/candidate-labels';
import type { PoolStage, Prospect } from '../api/talent-pool-api';

/** What the person may do to a prospect; an action left out is not offered. */
export interface ProspectActions {
  onMove?: (prospect: Prospect, stage: PoolStage) => void;
  onSetOwner?: (prospect: Prospect) => void;
  onConvert?: (prospect: Prospect) => void;
  onRemove?: (prospect: Prospect) => void;
}

export interface ProspectCardProps extends ProspectActions {
  prospect: Prospect;
  /** The pool's stages, in order, for the Move to menu. */
  stages: readonly PoolStage[];
}

/** One prospect: who they are, who owns them, when they were last touched, and what may be done. */
export function ProspectCard({
  prospect,
  stages,
  onMove,
  onSetOwner,
  onConvert,
  onRemove,
}: ProspectCardProps) {
  const nameId = useId();
  const { candidate } = prospect;
  const isActive = prospect.status === 'active';
  const targets = stages.filter((stage) => stage.id !== prospect.stage?.id);
  const more: PopoverMenuItem[] = [
    ...(onSetOwner && isActive ? [{ label: 'Set owner', onClick: () => onSetOwner(prospect) }] : []),
    ...(onConvert && isActive ? [{ label: 'Convert to candidate', onClick: () => onConvert(prospect) }] : []),
    ...(onRemove
      ? [{ label: 'Remove from pool', isDestructive: true, onClick: () => onRemove(prospect) }]
      : []),
  ];
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ p: 1.5, bgcolor: isActive ? 'background.paper' : 'action.hover' }}
    >
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Link
            id={nameId}
            component={RouterLink}
            to={paths.candidate(candidate.id)}
            underline="hover"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}
          >
            {candidate.name}
          </Link>
          {!isActive && <Chip size="small" color="success" variant="outlined" label="Converted" />}
        </Stack>
        {headline(candidate) && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {headline(candidate)}
          </Typography>
        )}
        {prospect.convertedTo && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Candidate for {prospect.convertedTo.jobName}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {prospect.owner ? `Owner: ${prospect.owner.name}` : 'No owner'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Last touched {formatDay(prospect.updatedAt)}
        </Typography>
        {((onMove && isActive && targets.length > 0) || more.length > 0) && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}>
            {onMove && isActive && targets.length > 0 && (
              <PopoverMenu
                label={`Move ${candidate.name} to another stage`}
                buttonText="Move to…"
                items={targets.map((stage) => ({
                  label: stage.name,
                  onClick: () => onMove(prospect, stage),
                }))}
              />
            )}
            {more.length > 0 && <PopoverMenu label={`More actions for ${candidate.name}`} items={more} />}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
