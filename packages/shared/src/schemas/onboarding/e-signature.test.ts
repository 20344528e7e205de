import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_REQUEST_STATES,
  SIGNATURE_REQUEST_TRANSITIONS,
  nextSignatureRequestState,
  signBodySchema,
  signatureTemplateBodySchema,
} from './e-signature.ts';

const paths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.')).sort();

const field = {
  id: 'sig',
  type: 'signature',
  page: 0,
  x: 0.1,
  y: 0.1,
  width: 0.3,
  height: 0.1,
  signer: 'new_hire',
} as const;

describe('e-signature state machine', () => {
  it('goes waiting for signature → waiting for counter-signature → completed, or cancelled before the end', () => {
    const table = (hasCounterSigner: boolean) =>
      Object.fromEntries(
        SIGNATURE_REQUEST_STATES.map((state) => [
          state,
          Object.fromEntries(
            SIGNATURE_REQUEST_TRANSITIONS.map((transition) => [
              transition,
              nextSignatureRequestState(state, transition, hasCounterSigner),
            ]),
          ),
        ]),
      );
    expect(table(true)).toEqual({
      waiting_for_signature: {
        sign: 'waiting_for_counter_signature',
        counter_sign: null,
        cancel: 'cancelled',
      },
      waiting_for_counter_signature: { sign: null, counter_sign: 'completed', cancel: 'cancelled' },
      completed: { sign: null, counter_sign: null, cancel: null },
      cancelled: { sign: null, counter_sign: null, cancel: null },
    });
    // Without a counter-signer the hire's signature completes the document.
    expect(table(false).waiting_for_signature).toEqual({
      sign: 'completed',
      counter_sign: null,
      cancel: 'cancelled',
    });
  });
});

describe('e-signature schemas', () => {
  it('keeps fields inside their page, unique, and counter-signer fields only with a counter-signer', () => {
    const fileId = '0b5c7d38-3c8a-4f0e-9f57-2b9f3a1d2e4f';
    const ok = signatureTemplateBodySchema.safeParse({ name: 'Contract', fileId, fields: [field] });
    expect(ok.success).toBe(true);
    expect(ok.data?.fields[0]).toMatchObject({ required: true, label: '' });
    const bad = signatureTemplateBodySchema.safeParse({
      name: 'Contract',
      fileId,
      fields: [
        { ...field, x: 0.8, width: 0.3 },
        { ...field, y: -0.1 },
        { ...field, id: 'other', signer: 'counter_signer' },
      ],
    });
    expect(paths(bad)).toEqual(['fields.0.width', 'fields.1.id', 'fields.1.y', 'fields.2.signer']);
    const named = signatureTemplateBodySchema.safeParse({
      name: 'Contract',
      fileId,
      counterSignerRole: 'manager',
      counterSignerUserId: fileId,
    });
    // A role names nobody on the template itself.
    expect(named.data?.counterSignerUserId).toBeNull();
  });

  it('asks for consent and a PNG or typed mark', () => {
    expect(paths(signBodySchema.safeParse({ values: {} }))).toEqual(['consent']);
    expect(
      paths(
        signBodySchema.safeParse({
          consent: true,
          values: {
            a: { mode: 'drawn', image: 'data:image/svg+xml;base64,PHN2Zz4=' },
            b: { mode: 'typed', text: ' ' },
          },
        }),
      ),
    ).toEqual(['values.a.image', 'values.b.text']);
  });
});
