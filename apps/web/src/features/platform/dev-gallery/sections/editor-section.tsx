import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { MentionItem } from '../../../../components/editor/mention-markup';
import { mentionsIn } from '../../../../components/editor/mention-markup';
import { MentionTextField } from '../../../../components/editor/mention-text-field';
import { LazyRichTextEditor } from '../../../../components/editor/rich-text-field';
import { SanitizedHtml } from '../../../../components/ui/sanitized-html';

/** The people the gallery's mentions and pickers offer. */
export const GALLERY_PEOPLE: MentionItem[] = [
  { id: 'u-101', display: 'Ada Lovelace' },
  { id: 'u-102', display: 'Grace Hopper' },
  { id: 'u-103', display: 'Alan Turing' },
  { id: 'u-104', display: 'Katherine Johnson' },
  { id: 'u-105', display: 'Tim Berners-Lee' },
  { id: 'u-106', display: 'Margaret Hamilton' },
  { id: 'u-107', display: 'Linus Torvalds' },
  { id: 'u-108', display: 'Radia Perlman' },
  { id: 'u-109', display: 'Barbara Liskov' },
];

const SCORECARD_FEEDBACK =
  '<h3>Interview feedback</h3><p>Strong systems thinking; walked @[Grace Hopper](u-102) through the ' +
  'migration plan clearly.</p><ul><li>Communication: excellent</li><li>Design depth: good</li></ul>' +
  '<p>Next: <a href="https://atrium.example/jobs/42">onsite loop</a> with @[Hiring team].</p>';

function StoredValue({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Box
        component="pre"
        aria-label={label}
        sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', fontSize: 12 }}
      >
        {value || '(empty)'}
      </Box>
    </Box>
  );
}

/** The rich-text editor and the mention text field, with what each stores and how it renders. */
export function EditorSection() {
  const [feedback, setFeedback] = useState(SCORECARD_FEEDBACK);
  const [note, setNote] = useState('Can @[Ada Lovelace](u-101) take the final round?');
  const mentioned = mentionsIn(feedback).map((mention) => mention.display);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="subtitle2" component="h3" id="gallery-editor-label" sx={{ mb: 1 }}>
          Scorecard feedback (type @ to mention)
        </Typography>
        <LazyRichTextEditor
          value={feedback}
          onChange={setFeedback}
          mentions={GALLERY_PEOPLE}
          labelledBy="gallery-editor-label"
        />
      </Box>
      <StoredValue label="Stored feedback" value={feedback} />
      <Typography variant="body2">
        Mentioned: {mentioned.length ? mentioned.join(', ') : 'nobody yet'}
      </Typography>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Rendered for readers (sanitised)
        </Typography>
        <SanitizedHtml
          html={feedback}
          hasMentions
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2 }}
        />
      </Box>
      <MentionTextField label="Quick note" value={note} onChange={setNote} mentions={GALLERY_PEOPLE} />
      <StoredValue label="Stored note" value={note} />
    </Stack>
  );
}
