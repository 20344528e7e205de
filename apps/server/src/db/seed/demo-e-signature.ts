import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  SAMPLE_CONTRACT_FIELDS,
  sampleContractPdf,
} from '../../modules/onboarding/e-signature/sample-contract-pdf.ts';
import { sha256Hex } from '../../modules/onboarding/e-signature/document-hash.ts';
import { insertRequest } from '../../modules/onboarding/e-signature/signature-requests.repository.ts';
import { snapshotOf } from '../../modules/onboarding/e-signature/request-snapshot.ts';
import { insertTemplate } from '../../modules/onboarding/e-signature/signature-templates.repository.ts';
import {
  signatureFieldSchema,
  SIGNATURE_CONSENT_TEXT,
  type SignerEvidence,
} from '@atrium/shared/schemas/onboarding/e-signature';
import type { FileStorage } from '../../modules/platform/files/storage.ts';
import type { Db } from '../client.ts';
import {
  files,
  newHires,
  onboardingSignatureRequests,
  onboardingSignatureTemplates,
  users,
} from '../schema/index.ts';

// Issue 20's e-signature demo: the "Employment contract" template (a PDF made here, fields placed,
// the manager counter-signing), sent to three demo hires: one completed (its flattened PDF and
// certificate built by the same code as a real signature), one waiting for the manager, one for
// the hire. Files cannot join the seed's transaction, so this runs after it, like the résumés.

const DEMO_USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const HIRES = { completed: 'Oskar', counterSign: 'Mei', sign: 'Noah' } as const;

async function storePdf(db: Db, storage: FileStorage, companyId: string, bytes: Uint8Array, name: string) {
  const storageKey = `${randomUUID()}.pdf`;
  await storage.put(storageKey, Buffer.from(bytes), 'application/pdf');
  const [file] = await db
    .insert(files)
    .values({
      companyId,
      storageKey,
      originalName: name,
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
    })
    .returning({ id: files.id });
  return file!.id;
}

const evidence = (
  party: SignerEvidence['party'],
  person: { id: string; name: string; email: string },
  signedAt: Date,
  ipAddress: string,
): SignerEvidence => ({
  party,
  userId: person.id,
  name: person.name,
  email: person.email,
  role: party === 'new_hire' ? 'New hire' : 'Counter-signer (Manager)',
  signedAt: signedAt.toISOString(),
  ipAddress,
  userAgent: DEMO_USER_AGENT,
  consentText: SIGNATURE_CONSENT_TEXT,
});

export async function seedDemoSignatures(db: Db, storage: FileStorage, companyId: string): Promise<void> {
  const original = await sampleContractPdf();
  const fileId = await storePdf(db, storage, companyId, original, 'Employment contract.pdf');
  const fields = SAMPLE_CONTRACT_FIELDS.map((field) => signatureFieldSchema.parse(field));
  const { id: templateId } = await insertTemplate(db, companyId, {
    name: 'Employment contract',
    fileId,
    fileSha256: sha256Hex(original),
    pages: [
      { width: 595.28, height: 841.89 },
      { width: 595.28, height: 841.89 },
    ],
    fields,
    counterSignerRole: 'manager',
    counterSignerUserId: null,
  });
  const [template] = await db
    .select()
    .from(onboardingSignatureTemplates)
    .where(
      and(
        eq(onboardingSignatureTemplates.companyId, companyId),
        eq(onboardingSignatureTemplates.id, templateId),
      ),
    );
  const hires = await db
    .select()
    .from(newHires)
    .where(and(eq(newHires.companyId, companyId), inArray(newHires.legalFirstName, Object.values(HIRES))));
  const hireNamed = (first: string) => hires.find((hire) => hire.legalFirstName === first)!;
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.companyId, companyId));
  const personOf = (id: string | null) => {
    const person = people.find((row) => row.id === id)!;
    return { id: person.id, name: `${person.firstName} ${person.lastName}`, email: person.email };
  };
  const hirePerson = (hire: (typeof hires)[number]) =>
    hire.userId
      ? personOf(hire.userId)
      : { id: hire.id, name: `${hire.legalFirstName} ${hire.legalLastName}`, email: hire.personalEmail };
  const send = async (first: string, createdAt: Date) => {
    const hire = hireNamed(first);
    const { id } = (await insertRequest(db, companyId, {
      ...snapshotOf(template!, hire),
      newHireId: hire.id,
      sentBy: null,
    }))!;
    await db
      .update(onboardingSignatureRequests)
      .set({ createdAt })
      .where(
        and(eq(onboardingSignatureRequests.companyId, companyId), eq(onboardingSignatureRequests.id, id)),
      );
    return { id, hire };
  };
  const daysAgo = (days: number, hour: number) => new Date(Date.now() - days * 86_400_000 + hour * 60_000);

  const hireValues = (name: string, initials: string) => ({
    initials: { mode: 'typed' as const, text: initials },
    'hire-signature': { mode: 'typed' as const, text: name },
    'hire-name': name,
    handbook: true,
  });

  // Completed: the hire and their manager signed; the PDF is built as a real signature builds it.
  const done = await send(HIRES.completed, daysAgo(12, 0));
  const hire = hirePerson(done.hire);
  const manager = personOf(done.hire.managerUserId);
  const signers = [
    evidence('new_hire', hire, daysAgo(11, 95), '198.51.100.23'),
    evidence('counter_signer', manager, daysAgo(10, 40), '203.0.113.8'),
  ];
  const values = {
    ...hireValues(hire.name, 'O.L.'),
    'manager-signature': { mode: 'typed' as const, text: manager.name },
  };
  const { buildSignedPdf } = await import('../../modules/onboarding/e-signature/signed-pdf.ts');
  const signed = await buildSignedPdf({
    original,
    documentName: 'Employment contract',
    requestId: done.id,
    fields,
    values,
    signers,
    originalSha256: sha256Hex(original),
  });
  const signedKey = `${randomUUID()}.pdf`;
  await storage.put(signedKey, Buffer.from(signed.bytes), 'application/pdf');
  await db
    .update(onboardingSignatureRequests)
    .set({
      state: 'completed',
      values,
      signerEvidence: signers[0],
      counterSignerEvidence: signers[1],
      counterSignerUserId: manager.id,
      signedStorageKey: signedKey,
      signedSizeBytes: signed.bytes.length,
      signedContentSha256: signed.contentSha256,
      signedSha256: signed.sha256,
      completedAt: new Date(signers[1]!.signedAt),
    })
    .where(
      and(eq(onboardingSignatureRequests.companyId, companyId), eq(onboardingSignatureRequests.id, done.id)),
    );

  // Signed by the hire, waiting for their manager.
  const waiting = await send(HIRES.counterSign, daysAgo(3, 0));
  const mei = hirePerson(waiting.hire);
  await db
    .update(onboardingSignatureRequests)
    .set({
      state: 'waiting_for_counter_signature',
      values: hireValues(mei.name, 'M.T.'),
      signerEvidence: evidence('new_hire', mei, daysAgo(2, 130), '192.0.2.77'),
    })
    .where(
      and(
        eq(onboardingSignatureRequests.companyId, companyId),
        eq(onboardingSignatureRequests.id, waiting.id),
      ),
    );

  // Sent, waiting for the hire.
  await send(HIRES.sign, daysAgo(1, 0));
}
