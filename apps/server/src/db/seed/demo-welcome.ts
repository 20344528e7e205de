import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { and, eq, isNull } from 'drizzle-orm';
import type { WelcomeComponentInput, WelcomePageInput } from '@atrium/shared/schemas/onboarding/welcome';
import { welcomePageBodySchema } from '@atrium/shared/schemas/onboarding/welcome';
import { insertUser } from '../../modules/platform/auth/auth.repository.ts';
import { insertFile } from '../../modules/platform/files/files.repository.ts';
import type { FileStorage } from '../../modules/platform/files/storage.ts';
import { HIRE_MODULES } from '../../modules/onboarding/new-hires/hire-account.ts';
import { assignNewHireTasks } from '../../modules/onboarding/new-hires/new-hire-activation.repository.ts';
import * as welcome from '../../modules/onboarding/welcome/welcome.repository.ts';
import { logHireMail } from '../../modules/onboarding/welcome/hire-mails.repository.ts';
import type { Db, Tx } from '../client.ts';
import { newHires } from '../schema/index.ts';
import { demoPasswordHash } from './factories.ts';
import { personFields } from '../../modules/onboarding/new-hires/new-hire-activation.ts';

// Issue 20, item 5's demo: Northwind's colours and logo, three welcome pages, and an account for
// each hire being onboarded (as the invitation makes one). Mei Tanaka, who starts in six days, has
// the demo password, so the demo can sign in as her and see the hire's own view; their next-step
// mails count as sent (the demo mails nobody).

/** The demo hire whose own view the demo shows (demo password). */
export const DEMO_HIRE_EMAIL = 'mei.tanaka@example.net';

const page = (title: string, components: WelcomeComponentInput[], rules = {}): WelcomePageInput =>
  welcomePageBodySchema.parse({ title, rules, components });

export async function seedDemoWelcome(tx: Tx, companyId: string, idOf: (short: string) => string) {
  await welcome.saveSettings(tx, companyId, {
    isEnabled: true,
    welcomeMailDaysBefore: 3,
    primaryColor: '#0b3d91',
    accentColor: '#b45309',
  });
  const pages = [
    page('Welcome to Northwind, {{NEW_HIRE_FIRST_NAME}}!', [
      {
        type: 'rich_text',
        html: '<h2>We are so glad you are here</h2><p>Hi {{NEW_HIRE_FIRST_NAME}}, you join us as <strong>{{JOB_TITLE}}</strong> on <strong>{{START_DATE}}</strong>. These pages tell you who you will meet, what your first week holds and what to do before day one.</p><p>Questions before then? {{MANAGER_NAME}} is happy to help.</p>',
      },
      {
        type: 'video',
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        title: 'A message from our founders',
      },
    ]),
    page('Meet your team', [
      { type: 'rich_text', html: '<p>These are the people you will work with most in your first weeks.</p>' },
      { type: 'team', showManager: true, showBuddy: true, showHrContact: true, userIds: [idOf('admin')] },
    ]),
    page('Your first week', [
      {
        type: 'timeline',
        items: [
          {
            day: 1,
            time: '09:00',
            title: 'Welcome at reception',
            description: 'Your buddy meets you and shows you around.',
          },
          {
            day: 1,
            time: '10:00',
            title: 'Laptop and accounts',
            description: 'IT sets up your laptop with you.',
          },
          { day: 1, time: '12:30', title: 'Team lunch', description: 'On us, with your new team.' },
          {
            day: 2,
            time: '10:00',
            title: 'One-to-one with your manager',
            description: 'Your goals for the first 90 days.',
          },
          {
            day: 5,
            time: '16:00',
            title: 'Friday demo',
            description: 'See what every team shipped this week.',
          },
        ],
      },
      { type: 'profile_form' },
      { type: 'documents' },
    ]),
  ];
  for (const body of pages) await welcome.insertPage(tx, companyId, body);

  // Everyone being onboarded has their account, as the invitation would have made it.
  const invited = await tx
    .select()
    .from(newHires)
    .where(and(eq(newHires.companyId, companyId), eq(newHires.state, 'onboarding'), isNull(newHires.userId)));
  for (const hire of invited) {
    const email = hire.personalEmail.toLowerCase();
    const isDemoHire = email === DEMO_HIRE_EMAIL;
    const user = await insertUser(tx, {
      companyId,
      email,
      firstName: hire.preferredFirstName || hire.legalFirstName,
      lastName: hire.legalLastName,
      contactNumber: hire.phone,
      role: null,
      allowedModules: HIRE_MODULES,
      defaultModule: HIRE_MODULES[0]!,
      status: isDemoHire ? 'active' : 'invited',
      passwordHash: isDemoHire ? await demoPasswordHash() : null,
      emailVerifiedAt: isDemoHire ? new Date() : null,
      ...(await personFields(tx, companyId, hire)),
    });
    await tx
      .update(newHires)
      .set({ userId: user.id })
      .where(and(eq(newHires.companyId, companyId), eq(newHires.id, hire.id)));
    await assignNewHireTasks(tx, companyId, hire.id, user.id);
    await logHireMail(tx, companyId, hire.id, 'next_step');
  }
}

/** A small PNG of the logo: a rounded square in Northwind's blue with a lighter band (no image library needed). */
function logoPng(size = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // RGBA
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const corner = Math.min(x, size - 1 - x) + Math.min(y, size - 1 - y) < 6;
      const band = y > size * 0.55 && y < size * 0.7;
      const [r, g, b] = band ? [180, 83, 9] : [11, 61, 145];
      row.set([r, g, b, corner ? 0 : 255], 1 + x * 4);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The logo, once the storage is there (files cannot join the seed's transaction). */
export async function seedDemoWelcomeLogo(db: Db, storage: FileStorage, companyId: string): Promise<void> {
  const png = logoPng();
  const storageKey = `${randomUUID()}.png`;
  await storage.put(storageKey, png, 'image/png');
  const file = await insertFile(db, {
    companyId,
    storageKey,
    originalName: 'Northwind logo.png',
    mimeType: 'image/png',
    sizeBytes: png.length,
  });
  await welcome.saveSettings(db, companyId, { logoFileId: file.id });
}
