import { formatMention, mentionsIn, parseMentionMarkup, type MentionItem } from './mention-markup';

/**
 * The mention text field shows "@Ada Lovelace" while it stores "@[Ada Lovelace](u1)". These turn one
 * into the other, given the people mentioned so far.
 */
export const markupToShownText = (markup: string): string =>
  parseMentionMarkup(markup)
    .map((segment) => (segment.kind === 'text' ? segment.text : `@${segment.display}`))
    .join('');

export function shownTextToMarkup(shown: string, known: readonly MentionItem[]): string {
  if (known.length === 0) return shown;
  // Longest names first, so "@Ada Lovelace" wins over a shorter "@Ada".
  const byLength = [...known].sort((a, b) => b.display.length - a.display.length);
  let result = '';
  let index = 0;
  while (index < shown.length) {
    const found =
      shown[index] === '@' ? byLength.find((item) => shown.startsWith(`@${item.display}`, index)) : undefined;
    if (found) {
      result += formatMention(found);
      index += found.display.length + 1;
    } else {
      result += shown[index];
      index += 1;
    }
  }
  return result;
}

export const knownMentionsOf = (markup: string): MentionItem[] => mentionsIn(markup);

/** The "@query" being typed just before the caret, if any. */
export function activeMentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}
