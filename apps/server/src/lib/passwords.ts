import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { isCommonPassword } from './common-passwords.ts';

// DESIGN.md section 4: argon2id, m=19456 KiB, t=2, p=1.
// Algorithm is an ambient const enum (unusable under isolatedModules); 2 is its Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Each hash holds 19 MiB while it runs. More hashes at once than there are cores free for them buy no
// throughput, only memory (and starve the event loop), so the rest wait their turn.
let hashing = pLimit(Math.max(1, availableParallelism()));

/**
 * How many hashes may run at once: one per core the process does not need for other work. With the
 * embedded database its WASM PostgreSQL keeps one core busy through a sign-in load, so on two cores
 * a second hash at once gained no sign-ins per second and cost 19 MB of peak RSS (`npm run bench`).
 */
export function setPasswordHashCores(cores: number): void {
  hashing = pLimit(Math.max(1, cores));
}

export const hashPassword = (password: string): Promise<string> => hashing(() => hash(password, OPTIONS));

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  // Without a hash we still spend the same time, so an unknown account cannot be told apart.
  if (!passwordHash) {
    await hashing(() => verify(DUMMY_HASH, password)).catch(() => false);
    return false;
  }
  return hashing(() => verify(passwordHash, password)).catch(() => false);
}

const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$omx9CfnvcoFJR3qTe07tcw$aku1tEkuVT/NVQUefcFAPwYSplYUgHQBNKQ+orMNz/I';

export { isCommonPassword };
