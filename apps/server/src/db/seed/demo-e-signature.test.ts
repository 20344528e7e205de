import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { freshDatabase } from '../../../test/test-app.ts';
import { sha256Hex } from '../../modules/onboarding/e-signature/document-hash.ts';
import { storedBytes } from '../../modules/onboarding/e-signature/stored-bytes.ts';
import { createFileStorage, type FileStorage } from '../../modules/platform/files/storage.ts';
import { onboardingSignatureRequests, onboardingSignatureTemplates } from '../schema/index.ts';
import { seedDemoIfEmpty } from './demo-seed.ts';

describe('demo seed: e-signature', () => {
  let database: Database;
  let dataDir: string;
  let storage: FileStorage;

  beforeAll(async () => {
    database = await freshDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-demo-signatures-'));
    storage = await createFileStorage({ dataDir });
    expect(await seedDemoIfEmpty(database.db, { storage })).toBe(true);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has a contract template and documents in each waiting state and one completed, with its real signed PDF', async () => {
    const [template] = await database.db.select().from(onboardingSignatureTemplates);
    expect(template).toMatchObject({ name: 'Employment contract', counterSignerRole: 'manager' });
    expect(template!.fields.length).toBeGreaterThan(4);
    const requests = await database.db
      .select()
      .from(onboardingSignatureRequests)
      .orderBy(asc(onboardingSignatureRequests.createdAt));
    expect(requests.map((request) => request.state)).toEqual([
      'completed',
      'waiting_for_counter_signature',
      'waiting_for_signature',
    ]);
    const done = requests[0]!;
    const bytes = await storedBytes(storage, done.signedStorageKey!);
    expect(sha256Hex(bytes)).toBe(done.signedSha256);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
    expect(done.originalSha256).toBe(template!.fileSha256);
  });
});
