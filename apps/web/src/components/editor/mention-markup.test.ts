import { describe, expect, it } from 'vitest';
import {
  editorHtmlToMarkup,
  formatMention,
  markupToEditorHtml,
  markupToPlainText,
  mentionsIn,
  parseMentionMarkup,
  segmentsToMarkup,
} from './mention-markup';

describe('mention markup', () => {
  it('writes @[display](id), or @[display] without an id', () => {
    expect(formatMention({ display: 'Ada Lovelace', id: 'u1' })).toBe('@[Ada Lovelace](u1)');
    expect(formatMention({ display: 'Hiring team' })).toBe('@[Hiring team]');
    expect(formatMention({ display: 'Odd [name]', id: null })).toBe('@[Odd  name]');
  });

  it('reads both forms among plain text', () => {
    expect(parseMentionMarkup('Hi @[Ada Lovelace](u1) and @[Hiring team], see @home [x](y)')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', display: 'Ada Lovelace', id: 'u1' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', display: 'Hiring team' },
      { kind: 'text', text: ', see @home [x](y)' },
    ]);
    expect(mentionsIn('@[A](1) @[B]')).toEqual([
      { display: 'A', id: '1' },
      { display: 'B', id: null },
    ]);
    expect(markupToPlainText('Ping @[Ada](u1)!')).toBe('Ping @Ada!');
  });

  it.each(['', 'no mentions', '@[Ada](u1)', 'a @[B] c @[Dee Dee](42) e', '@[A](1)@[B]'])(
    'round-trips %j through parse and format',
    (text) => expect(segmentsToMarkup(parseMentionMarkup(text))).toBe(text),
  );

  it('turns editor mention nodes into markup and back, keeping the HTML around them', () => {
    const editorHtml =
      '<p>Hi <span data-type="mention" data-id="u1" data-label="Ada &amp; Co">@Ada &amp; Co</span>, ' +
      '<strong>see</strong> <span data-type="mention" data-label="Hiring team">@Hiring team</span></p>';
    const stored = editorHtmlToMarkup(editorHtml);
    expect(stored).toBe('<p>Hi @[Ada &amp; Co](u1), <strong>see</strong> @[Hiring team]</p>');
    const back = markupToEditorHtml(stored);
    const spans = new DOMParser()
      .parseFromString(back, 'text/html')
      .querySelectorAll('[data-type="mention"]');
    expect([...spans].map((span) => [span.getAttribute('data-id'), span.getAttribute('data-label')])).toEqual(
      [
        ['u1', 'Ada & Co'],
        [null, 'Hiring team'],
      ],
    );
    expect(editorHtmlToMarkup(back)).toBe(stored);
  });
});
