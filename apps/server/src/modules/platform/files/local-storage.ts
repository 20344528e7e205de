import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey } from './storage-key.ts';
import type { FileStorage } from './storage.ts';

/** Files in `${DATA_DIR}/uploads`, one per key. The default for a single instance. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  private ready: Promise<unknown> | null = null;

  constructor(private readonly folder: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    assertStorageKey(key);
    this.ready ??= mkdir(this.folder, { recursive: true });
    await this.ready;
    // 'wx': a generated key never overwrites an existing file.
    await writeFile(join(this.folder, key), body, { flag: 'wx', mode: 0o600 });
  }

  async get(key: string): Promise<Readable | null> {
    assertStorageKey(key);
    try {
      const handle = await open(join(this.folder, key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await rm(join(this.folder, key), { force: true });
  }
}
