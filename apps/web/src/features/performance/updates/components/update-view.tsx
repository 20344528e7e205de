import { useId, type ReactNode } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { UpdateDetail } from '../api/updates-api';
import { SentimentBadge } from './sentiment-badge';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const Answer = ({ text }: { text: string }) =>
  text.trim() ? (
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
  ) : (
    <Typography color="text.secondary">No answer.</Typography>
  );

/** An update as its readers see it: sentiment, answers, accomplishments and priorities. */
export function UpdateView({ update }: { update: UpdateDetail }) {
  return (
    <Stack spacing={2.5}>
      <Part title="How this period felt">
        <SentimentBadge value={update.sentiment} />
      </Part>
      {update.answers.map((entry, index) => (
        <Part key={index} title={entry.question}>
          <Answer text={entry.answer} />
        </Part>
      ))}
      <Part title="What got done">
        <Answer text={update.accomplishments} />
      </Part>
      <Part title="Priorities for the next period">
        {update.priorities.length === 0 ? (
          <Typography color="text.secondary">None set.</Typography>
        ) : (
          <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Priorities">
            {update.priorities.map((priority) => (
              <Stack
                key={priority.id}
                component="li"
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
              >
                {priority.done ? (
                  <CheckCircleOutlineIcon color="success" fontSize="small" titleAccess="Done" />
                ) : (
                  <RadioButtonUncheckedIcon color="disabled" fontSize="small" titleAccess="Not done" />
                )}
                <Typography sx={{ textDecoration: priority.done ? 'line-through' : undefined }}>
                  {priority.text}
                </Typography>
                {priority.carriedOver && <Chip size="small" variant="outlined" label="Carried over" />}
              </Stack>
            ))}
          </Stack>
        )}
      </Part>
    </Stack>
  );
}
