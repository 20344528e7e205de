import { describe, expect, it } from 'vitest';
import {
  findUnstorableText,
  LONE_SURROGATE_MESSAGE,
  NUL_MESSAGE,
  unstorableTextReason,
} from './storable-text.ts';

describe('storable text', () => {
  it('accepts ordinary text, emoji and other scripts', () => {
    for (const value of ['', 'Ada Lovelace', 'Zoë 🎉 — 東京', 'line\nbreak\ttab'])
      expect(unstorableTextReason(value)).toBeNull();
  });

  it('refuses a NUL character and lone surrogates of either half', () => {
    expect(unstorableTextReason('a\u0000b')).toBe(NUL_MESSAGE);
    expect(unstorableTextReason('x\ud800')).toBe(LONE_SURROGATE_MESSAGE);
    expect(unstorableTextReason('\udc00x')).toBe(LONE_SURROGATE_MESSAGE);
    expect(unstorableTextReason('\ud83c\udf89\ud800')).toBe(LONE_SURROGATE_MESSAGE);
  });

  it('names the path of every bad string and key in a nested value', () => {
    const found = findUnstorableText({
      name: 'fine',
      openings: [{ title: 'ok' }, { title: 'bad\u0000' }],
      'key\u0000': 1,
      notes: { text: 'x\udfff' },
    });
    expect(found).toEqual([
      { path: 'openings.1.title', message: NUL_MESSAGE },
      { path: 'key\u0000', message: NUL_MESSAGE },
      { path: 'notes.text', message: LONE_SURROGATE_MESSAGE },
    ]);
  });

  it('looks at a bare string and ignores numbers, booleans and bytes', () => {
    expect(findUnstorableText('a\u0000')).toEqual([{ path: '', message: NUL_MESSAGE }]);
    expect(findUnstorableText([1, true, null, new Uint8Array([0, 0])])).toEqual([]);
  });
});
