import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [2 * 1024 * 1024, '2.0 MB'],
    [5.25 * 1024 * 1024, '5.3 MB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [3 * 1024 ** 3, '3.0 GB'],
    [2 * 1024 ** 5, '2048.0 TB'],
  ])('formats %d bytes as %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('treats nonsense as zero', () => {
    expect(formatFileSize(-1)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });
});
