import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.ts';
import { compoundFile, docx, EXE, GIF, JPEG, PDF, PNG, RTF, SVG, TEXT, WEBP } from './files.test-helpers.ts';

describe('detectFileType (by content, never by name)', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpg', JPEG, 'image/jpeg'],
    ['gif', GIF, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
    ['pdf', PDF, 'application/pdf'],
    ['rtf', RTF, 'application/rtf'],
    ['txt', TEXT, 'text/plain'],
    ['doc', compoundFile('WordDocument'), 'application/msword'],
    ['docx', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('recognises %s', async (ext, buffer, mime) => {
    expect(await detectFileType(buffer)).toEqual({ ext, mime });
  });

  it.each([
    ['an executable', EXE],
    ['SVG (it can carry script)', SVG],
    ['a compound file that is not Word (xls)', compoundFile('Workbook')],
    ['binary with NUL bytes', Buffer.from([0x41, 0x00, 0x42, 0x43])],
    ['invalid UTF-8', Buffer.from([0xc3, 0x28, 0xa0, 0xa1])],
  ])('refuses %s', async (_name, buffer) => {
    expect(await detectFileType(buffer)).toBeNull();
  });
});
