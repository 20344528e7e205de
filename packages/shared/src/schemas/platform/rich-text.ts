import { z } from 'zod';
import { hasMarkup, stripMarkup } from '../../rich-text/plain-text.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { MESSAGES } from './messages.ts';

export const RICH_TEXT_MESSAGES = {
  markupNotAllowed: 'Use plain text here: no tags such as <b>',
} as const;

/**
 * Every rich-text (HTML) field, in requests and in responses alike: cleaned on the one allow-list
 * (rich-text/allow-list.ts). In a request it is what gets stored; in a response schema it cleans,
 * on the way out, anything stored before. `max` bounds what is sent (checked before cleaning); a
 * response gives none, so an old long row is still answered.
 */
export function richText(max?: number, message?: string) {
  const text = z.string({ error: MESSAGES.fieldRequired });
  return (max === undefined ? text : text.max(max, message)).overwrite(sanitizeRichText);
}

/** A plain-text field a person types (an email subject): markup is refused. */
export const plainText = (max: number, message?: string) =>
  z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .max(max, message)
    .refine((text) => !hasMarkup(text), RICH_TEXT_MESSAGES.markupNotAllowed);

/** The same field in a response: markup stored before it was refused is removed on the way out. */
export const storedPlainText = () => z.string().overwrite(stripMarkup);
