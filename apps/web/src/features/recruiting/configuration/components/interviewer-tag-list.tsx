import { Box, Chip, List, ListItem, ListItemText, Paper, Stack } from '@mui/material';
import { RowActions } from '../../../../components/ui/row-actions';
import type { Interviewer, InterviewerTag } from '../api/interviewer-tags-api';
import { TagHolderPicker } from './tag-holder-picker';

const peopleLabel = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;
const heldLabel = (count: number) => (count === 0 ? 'No one yet' : `Held by ${peopleLabel(count)}`);

export interface InterviewerTagListProps {
  tags: readonly InterviewerTag[];
  /** Without them, the tags cannot be renamed or deleted. */
  onEdit?: (tag: InterviewerTag) => void;
  onDelete?: (tag: InterviewerTag) => void;
  /** Without them, who holds a tag is read-only. */
  onAddHolder?: (tag: InterviewerTag, person: Interviewer) => void;
  onRemoveHolder?: (tag: InterviewerTag, person: InterviewerTag['people'][number]) => void;
}

/** The company's interviewer tags, each with the colleagues holding it. */
export function InterviewerTagList({
  tags,
  onEdit,
  onDelete,
  onAddHolder,
  onRemoveHolder,
}: InterviewerTagListProps) {
  return (
    <Paper variant="outlined">
      <List aria-label="Interviewer tags" disablePadding>
        {tags.map((tag, index) => (
          <ListItem
            key={tag.id}
            divider={index < tags.length - 1}
            sx={{ display: 'block', pr: onEdit ? 13 : undefined }}
            secondaryAction={
              onEdit && (
                <RowActions
                  name={tag.name}
                  onEdit={() => onEdit(tag)}
                  onDelete={onDelete ? () => onDelete(tag) : undefined}
                />
              )
            }
          >
            <ListItemText primary={tag.name} secondary={heldLabel(tag.people.length)} />
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center' }}
              aria-label={`Holders of ${tag.name}`}
              role="group"
            >
              {tag.people.map((person) => (
                <Chip
                  key={person.id}
                  label={person.name}
                  size="small"
                  title={person.email}
                  onDelete={onRemoveHolder ? () => onRemoveHolder(tag, person) : undefined}
                />
              ))}
              {onAddHolder && (
                <Box sx={{ py: 0.5 }}>
                  <TagHolderPicker
                    label={`Add a person to ${tag.name}`}
                    exclude={tag.people.map((person) => person.id)}
                    onPick={(person) => onAddHolder(tag, person)}
                  />
                </Box>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
