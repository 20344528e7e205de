import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { freshDatabase } from '../../../test/test-app.ts';
import { createFileStorage } from '../../modules/platform/files/storage.ts';
import { bytesOf, resumeText } from '../../modules/recruiting/candidates/resume-text.ts';
import {
  candidateAttachments,
  candidateEducations,
  candidateEmployments,
  candidates,
  files,
} from '../schema/index.ts';
import { seedDemoIfEmpty } from './demo-seed.ts';

describe('demo seed: résumés, education and employment', () => {
  let database: Database;
  let dataDir: string;
  let seconds: number;

  beforeAll(async () => {
    database = await freshDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-demo-resumes-'));
    const storage = await createFileStorage({ dataDir });
    const started = Date.now();
    expect(await seedDemoIfEmpty(database.db, { storage })).toBe(true);
    seconds = (Date.now() - started) / 1000;
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives every other demo application a readable PDF résumé whose words the search finds', async () => {
    const resumes = await database.db
      .select({
        candidateId: candidateAttachments.candidateId,
        storageKey: files.storageKey,
        text: candidateAttachments.text,
      })
      .from(candidateAttachments)
      .innerJoin(
        files,
        and(eq(files.companyId, candidateAttachments.companyId), eq(files.id, candidateAttachments.fileId)),
      )
      .where(eq(candidateAttachments.type, 'resume'));
    expect(resumes.length).toBeGreaterThan(100);
    const storage = await createFileStorage({ dataDir });
    const first = resumes[0]!;
    const read = await resumeText(await bytesOf((await storage.get(first.storageKey))!), 'application/pdf');
    // The stored text is what pdf.js reads from the file.
    expect(read).toContain(first.text!.split(' ').slice(0, 2).join(' '));
    const kubernetes = await database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(like(candidates.searchText, '%kubernetes%'));
    expect(kubernetes.length).toBeGreaterThan(5);
    expect(seconds, 'the demo seed stays quick').toBeLessThan(60);
  });

  it('gives two in three demo candidates schools and employers', async () => {
    const total = await database.db.$count(candidates);
    expect(await database.db.$count(candidateEducations)).toBeGreaterThan(total / 2);
    expect(await database.db.$count(candidateEmployments)).toBeGreaterThan(total / 2);
  });
});
