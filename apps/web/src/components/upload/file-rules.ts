import { UPLOAD_MAX_BYTES } from '@atrium/shared/constants/limits';
import { formatFileSize } from '../../lib/format-file-size';

/** Accepted types: MIME type -> file extensions (the extension rescues files a browser reports without a type). */
export type AcceptMap = Record<string, readonly string[]>;

export const IMAGE_ACCEPT: AcceptMap = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};
/** Spec section 5: the default supported-format hint of upload widgets. */
export const DEFAULT_UPLOAD_HINT = 'JPEG, PNG, GIF';

export interface FileRules {
  accept: AcceptMap;
  maxSize: number;
  /** The formats in words, e.g. "JPEG, PNG, GIF": used in the hint and the type error. */
  hint: string;
}

export const DEFAULT_FILE_RULES: FileRules = {
  accept: IMAGE_ACCEPT,
  maxSize: UPLOAD_MAX_BYTES,
  hint: DEFAULT_UPLOAD_HINT,
};

export type FileErrorCode = 'file-invalid-type' | 'file-too-large' | 'file-empty' | 'too-many-files';
export interface FileError {
  code: FileErrorCode;
  message: string;
}
export interface FileRejection {
  name: string;
  size: number;
  errors: FileError[];
}

/** The value of an input's accept attribute for the map. */
export const acceptAttribute = (accept: AcceptMap): string =>
  Object.entries(accept)
    .flatMap(([mime, extensions]) => [mime, ...extensions])
    .join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/**
 * The client-side check before anything is sent. The server checks the content again by its
 * magic bytes (DESIGN.md section 4); this only spares a person a pointless upload.
 */
export function checkFile(file: File, rules: FileRules): FileError[] {
  const errors: FileError[] = [];
  const mimes = Object.keys(rules.accept);
  if (mimes.length > 0) {
    const extension = extensionOf(file.name);
    const typeMatches = file.type
      ? mimes.includes(file.type.toLowerCase())
      : Object.values(rules.accept).some((extensions) => extensions.includes(extension));
    if (!typeMatches) errors.push({ code: 'file-invalid-type', message: `File type must be ${rules.hint}` });
  }
  if (file.size === 0) errors.push({ code: 'file-empty', message: 'File is empty' });
  else if (file.size > rules.maxSize) {
    errors.push({ code: 'file-too-large', message: `File is larger than ${formatFileSize(rules.maxSize)}` });
  }
  return errors;
}

/** Single-file widgets take the first file; any others are listed as rejected. */
export function pickFile(
  files: readonly File[],
  rules: FileRules,
): { accepted: File | null; rejections: FileRejection[] } {
  const rejections: FileRejection[] = [];
  let accepted: File | null = null;
  files.forEach((file, index) => {
    const errors =
      index === 0
        ? checkFile(file, rules)
        : [{ code: 'too-many-files' as const, message: 'Only one file can be uploaded' }];
    if (errors.length === 0) accepted = file;
    else rejections.push({ name: file.name, size: file.size, errors });
  });
  return { accepted, rejections };
}
