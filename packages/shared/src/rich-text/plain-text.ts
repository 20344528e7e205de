// Plain text beside rich text. A plain-text field (an email subject) never holds markup: anything an
// HTML parser would take for the start of a tag or comment.
const TAG_START = /<[a-z!?/]/i;
const TAG = /<[a-z!?/][^>]*>?/gi;

export const hasMarkup = (text: string): boolean => TAG_START.test(text);

/** The text with anything tag-like removed, repeatedly, so removing one cannot assemble another. */
export function stripMarkup(text: string): string {
  let before: string;
  let after = text;
  do {
    before = after;
    after = before.replace(TAG, '');
  } while (after !== before);
  return after;
}

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre)\s*>|<br\s*\/?>/gi;

/** A line break after each block, so the text of `<p>a</p><p>b</p>` is "a\nb", not "ab". */
export const breakBlocks = (html: string): string => html.replace(BLOCK_END, '$&\n');
