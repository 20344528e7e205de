import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  AvatarGroup,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Collapse,
  Link,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../../lib/session-hooks';
import type { FeedbackItem, Praise } from '../api/feedback-api';
import { exactly, visibilityLabel, whenGiven } from '../utils/feedback-format';
import { PraiseComments } from './praise-comments';
import { ReactionsBar } from './reactions-bar';

const personLink = (person: { id: string; name: string }) => (
  <Link component={RouterLink} to={paths.performancePerson(person.id)} underline="hover" color="inherit">
    {person.name}
  </Link>
);

function joined(people: ReadonlyArray<{ id: string; name: string }>) {
  return people.map((person, index) => (
    <span key={person.id}>
      {index > 0 && (index === people.length - 1 ? ' and ' : ', ')}
      {personLink(person)}
    </span>
  ));
}

/**
 * One piece of feedback as a card: who gave it to whom and when, the value or who reads it, the
 * request it answers, the words; praise also carries its reactions and comments.
 */
export function FeedbackCard({ item }: { item: Praise | FeedbackItem }) {
  const zone = useSession().user?.timezone;
  const full = 'kind' in item ? item : null;
  const isPraise = !full || full.kind === 'praise';
  const [isCommenting, setIsCommenting] = useState(false);
  const [commentCount, setCommentCount] = useState(item.commentCount);
  useEffect(() => setCommentCount(item.commentCount), [item.commentCount]);
  const title = `${item.giver.name} to ${item.recipients.map((person) => person.name).join(', ')}`;

  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={isPraise ? `Praise from ${title}` : `Feedback from ${title}`}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <PersonAvatar name={item.giver.name} avatarUrl={item.giver.avatarUrl} size={40} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {personLink(item.giver)}{' '}
              <Typography component="span" color="text.secondary">
                {isPraise ? 'praised' : 'gave feedback to'}
              </Typography>{' '}
              {joined(item.recipients)}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.25 }}
            >
              <Tooltip title={exactly(item.createdAt, zone)}>
                <Typography variant="caption" color="text.secondary">
                  {whenGiven(item.createdAt, zone)}
                </Typography>
              </Tooltip>
              {item.value && (
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  icon={<WorkspacePremiumOutlinedIcon />}
                  label={item.value.name}
                />
              )}
              {full && !isPraise && (
                <Chip size="small" icon={<LockOutlinedIcon />} label={visibilityLabel(full.visibility)} />
              )}
            </Stack>
          </Box>
          {item.recipients.length > 1 && (
            <AvatarGroup
              max={4}
              sx={{
                display: { xxs: 'none', sm: 'flex' },
                '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12 },
              }}
            >
              {item.recipients.map((person) => (
                <PersonAvatar key={person.id} name={person.name} avatarUrl={person.avatarUrl} size={28} />
              ))}
            </AvatarGroup>
          )}
        </Stack>
        {full?.request && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, fontStyle: 'italic' }}>
            Asked by {full.request.requesterName}
            {full.request.question ? `: “${full.request.question}”` : ''}
          </Typography>
        )}
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.body}
        </Typography>
        {isPraise && (
          <>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
              useFlexGap
            >
              <ReactionsBar praiseId={item.id} reactions={item.reactions} />
              <Button
                size="small"
                startIcon={<ChatBubbleOutlineIcon />}
                aria-expanded={isCommenting}
                onClick={() => setIsCommenting((open) => !open)}
              >
                {commentCount === 0 ? 'Comment' : `${commentCount} comment${commentCount === 1 ? '' : 's'}`}
              </Button>
            </Stack>
            <Collapse in={isCommenting} unmountOnExit>
              <PraiseComments praiseId={item.id} onCountChange={setCommentCount} />
            </Collapse>
          </>
        )}
      </CardContent>
    </Card>
  );
}
