import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { isCommonPassword } from './common-passwords.ts';

// DESIGN.md section 4: argon2id, m=19456 KiB, t=2, p=1.
// Algorithm is an ambient const enum (unusable under isolatedModules); 2 is its Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Each hash holds 19 MiB while it runs. More hashes at once than there are cores buy no throughput,
// only memory (and starve the event loop), so the rest wait their turn.
const oneHashPerCore = pLimit(Math.max(1, availableParallelism()));

export const hashPassword = (password: string): Promise<string> =>
  oneHashPerCore(() => hash(password, OPTIONS));

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  // Without a hash we still spend the same time, so an unknown account cannot be told apart.
  if (!passwordHash) {
    await oneHashPerCore(() => verify(DUMMY_HASH, password)).catch(() => false);
    return false;
  }
  return oneHashPerCore(() => verify(passwordHash, password)).catch(() => false);
}

const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$omx9CfnvcoFJR3qTe07tcw$aku1tEkuVT/NVQUefcFAPwYSplYUgHQBNKQ+orMNz/I';

export { isCommonPassword };
