import { useEffect, useState } from 'react';
import { Button, IconButton, Menu, MenuItem, Stack, Tooltip } from '@mui/material';
import AddReactionOutlinedIcon from '@mui/icons-material/AddReactionOutlined';
import {
  PRAISE_REACTION_EMOJI,
  PRAISE_REACTIONS,
  type PraiseReaction,
  type ReactionCount,
} from '@atrium/shared/schemas/performance/feedback';
import { toastError } from '../../../../lib/toast';
import { useToggleReactionMutation } from '../api/feedback-api';
import { ReactionIcon } from './reaction-icon';

/**
 * The reactions given to praise, each a toggle (pressed when mine), and a menu to add another. The
 * server's answer replaces the counts, so two people reacting at once both count.
 */
export function ReactionsBar({ praiseId, reactions }: { praiseId: string; reactions: ReactionCount[] }) {
  const [shown, setShown] = useState(reactions);
  useEffect(() => setShown(reactions), [reactions]);
  const [toggle, { isLoading }] = useToggleReactionMutation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  const react = async (reaction: PraiseReaction) => {
    setMenuAnchor(null);
    try {
      setShown(await toggle({ id: praiseId, reaction }).unwrap());
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {shown.map(({ reaction, count, isMine }) => {
        const { label } = PRAISE_REACTION_EMOJI[reaction];
        return (
          <Button
            key={reaction}
            size="small"
            variant={isMine ? 'contained' : 'outlined'}
            color={isMine ? 'primary' : 'inherit'}
            aria-pressed={isMine}
            aria-label={`${label}: ${count}`}
            disabled={isLoading}
            onClick={() => void react(reaction)}
            sx={{ minWidth: 0, px: 1, py: 0.25, borderRadius: 4, borderColor: 'divider' }}
          >
            <ReactionIcon reaction={reaction} isOnColour={isMine} />
            &nbsp;{count}
          </Button>
        );
      })}
      <Tooltip title="Add a reaction">
        <IconButton
          size="small"
          aria-label="Add a reaction"
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <AddReactionOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        {PRAISE_REACTIONS.map((reaction) => {
          const { emoji, label } = PRAISE_REACTION_EMOJI[reaction];
          const isMine = shown.some((entry) => entry.reaction === reaction && entry.isMine);
          return (
            <MenuItem key={reaction} selected={isMine} onClick={() => void react(reaction)}>
              <span aria-hidden>{emoji}</span>&nbsp;&nbsp;
              {isMine ? `Take back ${label.toLowerCase()}` : label}
            </MenuItem>
          );
        })}
      </Menu>
    </Stack>
  );
}
