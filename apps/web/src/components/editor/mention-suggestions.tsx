import { Avatar, ListItemAvatar, ListItemText, MenuItem, MenuList, Paper, Popper } from '@mui/material';
import type { MentionItem } from './mention-markup';

export interface MentionSuggestionsProps {
  /** Where the list opens: the typed "@query", as a rectangle on the page. */
  getAnchorRect: () => DOMRect | null;
  items: readonly MentionItem[];
  highlighted: number;
  onPick: (item: MentionItem) => void;
  listId: string;
}

export const MENTION_SUGGESTION_LIMIT = 8;

/** People matching "@query", best first; a shared list for the editor and the mention text field. */
export function filterMentions(items: readonly MentionItem[], query: string): MentionItem[] {
  const wanted = query.trim().toLowerCase();
  const matches = items.filter((item) => item.display.toLowerCase().includes(wanted));
  // Names that start with the query come before names that merely contain it.
  matches.sort(
    (a, b) =>
      Number(!a.display.toLowerCase().startsWith(wanted)) -
      Number(!b.display.toLowerCase().startsWith(wanted)),
  );
  return matches.slice(0, MENTION_SUGGESTION_LIMIT);
}

export const mentionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/**
 * The suggestion list under the caret. Focus stays in the text (the combobox pattern): arrow keys
 * move the highlight through aria-activedescendant, so the list never takes the keyboard.
 */
export function MentionSuggestions({
  getAnchorRect,
  items,
  highlighted,
  onPick,
  listId,
}: MentionSuggestionsProps) {
  const anchor = { getBoundingClientRect: () => getAnchorRect() ?? new DOMRect() };
  return (
    <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal' }}>
      <Paper elevation={6} sx={{ minWidth: 220, maxHeight: 300, overflowY: 'auto' }}>
        <MenuList id={listId} role="listbox" aria-label="People to mention" dense autoFocusItem={false}>
          {items.length === 0 ? (
            <MenuItem disabled>No matches</MenuItem>
          ) : (
            items.map((item, index) => (
              <MenuItem
                key={item.id ?? item.display}
                id={mentionOptionId(listId, index)}
                role="option"
                aria-selected={index === highlighted}
                selected={index === highlighted}
                tabIndex={-1}
                // Keeps the caret in the text, so the pick lands where "@" was typed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(item)}
              >
                <ListItemAvatar sx={{ minWidth: 36 }}>
                  <Avatar sx={{ width: 26, height: 26, fontSize: 12 }}>{initials(item.display)}</Avatar>
                </ListItemAvatar>
                <ListItemText primary={item.display} />
              </MenuItem>
            ))
          )}
        </MenuList>
      </Paper>
    </Popper>
  );
}
