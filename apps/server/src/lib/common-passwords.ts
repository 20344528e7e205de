import { dictionary } from '@zxcvbn-ts/language-common';

// ~49k passwords seen most often in breaches (zxcvbn-ts). Exact, case-insensitive match: the
// spec's character rules already refuse the plain dictionary words.
const COMMON = new Set<string>(dictionary['passwords-common'] as string[]);

export const isCommonPassword = (password: string): boolean => COMMON.has(password.toLowerCase());
