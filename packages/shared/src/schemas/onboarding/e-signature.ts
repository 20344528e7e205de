import { z } from 'zod';
import { requiredText } from '../platform/required-text.ts';
import { NEW_HIRE_STATES } from './new-hires.ts';
import { taskCriteriaSchema, taskCriteriaViewSchema } from './plan.ts';

// Onboarding e-signature (issue 20, item 4): PDF templates with fields placed on their pages,
// assigned by the plan's criteria; a hire signs, then an optional counter-signer; the result is a
// flattened PDF with an audit page. A simple electronic signature (docs/e-signature-evidence.md).

export const SIGNATURE_FIELD_TYPES = [
  'signature',
  'initials',
  'date_signed',
  'full_name',
  'text',
  'checkbox',
] as const;
export type SignatureFieldType = (typeof SIGNATURE_FIELD_TYPES)[number];
export const SIGNATURE_FIELD_TYPE_LABELS: Record<SignatureFieldType, string> = {
  signature: 'Signature',
  initials: 'Initials',
  date_signed: 'Date signed',
  full_name: 'Full name',
  text: 'Text',
  checkbox: 'Checkbox',
};

/** Who fills a field in. */
export const SIGNER_PARTIES = ['new_hire', 'counter_signer'] as const;
export type SignerParty = (typeof SIGNER_PARTIES)[number];
export const SIGNER_PARTY_LABELS: Record<SignerParty, string> = {
  new_hire: 'New hire',
  counter_signer: 'Counter-signer',
};

/** Who counter-signs: a role of the hire's (resolved when the document is sent) or a named person. */
export const COUNTER_SIGNER_ROLES = ['manager', 'hr_contact', 'buddy', 'person'] as const;
export type CounterSignerRole = (typeof COUNTER_SIGNER_ROLES)[number];
export const COUNTER_SIGNER_ROLE_LABELS: Record<CounterSignerRole, string> = {
  manager: 'Manager',
  hr_contact: 'HR contact',
  buddy: 'Buddy',
  person: 'A named person',
};

export const SIGNATURE_REQUEST_STATES = [
  'waiting_for_signature',
  'waiting_for_counter_signature',
  'completed',
  'cancelled',
] as const;
export type SignatureRequestState = (typeof SIGNATURE_REQUEST_STATES)[number];
export const SIGNATURE_REQUEST_STATE_LABELS: Record<SignatureRequestState, string> = {
  waiting_for_signature: 'Waiting for signature',
  waiting_for_counter_signature: 'Waiting for counter-signature',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The state changes, each named by what a person does. */
export const SIGNATURE_REQUEST_TRANSITIONS = ['sign', 'counter_sign', 'cancel'] as const;
export type SignatureRequestTransition = (typeof SIGNATURE_REQUEST_TRANSITIONS)[number];

/**
 * The state machine, one for the server and the web app: the hire signs (then the counter-signer,
 * when there is one, else the document is complete); the counter-signer completes it; a document
 * not yet complete can be cancelled.
 */
export function nextSignatureRequestState(
  state: SignatureRequestState,
  transition: SignatureRequestTransition,
  hasCounterSigner: boolean,
): SignatureRequestState | null {
  switch (transition) {
    case 'sign':
      if (state !== 'waiting_for_signature') return null;
      return hasCounterSigner ? 'waiting_for_counter_signature' : 'completed';
    case 'counter_sign':
      return state === 'waiting_for_counter_signature' ? 'completed' : null;
    case 'cancel':
      return state === 'waiting_for_signature' || state === 'waiting_for_counter_signature'
        ? 'cancelled'
        : null;
  }
}

/** The words a signer agrees to by ticking the consent box; kept verbatim in the audit trail. */
export const SIGNATURE_CONSENT_TEXT =
  'I agree to sign this document electronically. My electronic signature is the legal equivalent of my handwritten signature, and I intend to be bound by it.';

export const E_SIGNATURE_MESSAGES = {
  notPdf: 'Choose a PDF file',
  unreadablePdf: 'This PDF cannot be read. Save it again as a PDF without a password and upload it again.',
  fileAgain: 'Upload the file again',
  personRequired: 'Select a person',
  pageRange: 'This page is not in the document',
  outsidePage: 'Keep the field inside the page',
  duplicateField: 'Each field needs its own id',
  tooManyFields: 'Use at most 200 fields',
  noHireField: 'Place at least one field for the new hire to fill in',
  counterFieldsWithoutSigner: "Choose a counter-signer for the counter-signer's fields",
  consentRequired: 'Agree to sign electronically to continue',
  fieldRequired: 'Fill in this field',
  signatureInvalid: 'Draw or type your signature',
  notYourTurn: 'This document is not waiting for your signature',
  notSignable: 'This document can no longer be signed',
  cancelNotAllowed: 'Only a document waiting for a signature can be cancelled',
  alreadySent: 'This document was already sent to this new hire',
  hireCancelled: "This new hire's onboarding was cancelled",
  templateArchived: 'This template is archived',
  noCounterSigner: "The new hire has nobody in the counter-signer's role yet. Set it on the new hire first.",
  notSigned: 'This document is not signed yet',
} as const;

/** A fraction of the page: 0 is the left (or top) edge, 1 the right (or bottom). */
const fraction = z.number().min(0, E_SIGNATURE_MESSAGES.outsidePage).max(1, E_SIGNATURE_MESSAGES.outsidePage);

/**
 * A field on a page. Position and size are fractions of the page's width and height, measured from
 * its top-left corner (as a screen draws it), so the editor and the signing page need no page size;
 * the server converts them to PDF points (origin bottom-left) when it draws.
 */
export const signatureFieldSchema = z
  .object({
    id: z.string().trim().min(1).max(64),
    type: z.enum(SIGNATURE_FIELD_TYPES),
    page: z.number().int().min(0),
    x: fraction,
    y: fraction,
    width: z.number().gt(0, E_SIGNATURE_MESSAGES.outsidePage).max(1, E_SIGNATURE_MESSAGES.outsidePage),
    height: z.number().gt(0, E_SIGNATURE_MESSAGES.outsidePage).max(1, E_SIGNATURE_MESSAGES.outsidePage),
    signer: z.enum(SIGNER_PARTIES),
    required: z.boolean().default(true),
    label: z.string().trim().max(100).default(''),
  })
  .superRefine((field, context) => {
    // A little slack for rounding in the browser's drag arithmetic.
    if (field.x + field.width > 1.0001)
      context.addIssue({ code: 'custom', path: ['width'], message: E_SIGNATURE_MESSAGES.outsidePage });
    if (field.y + field.height > 1.0001)
      context.addIssue({ code: 'custom', path: ['height'], message: E_SIGNATURE_MESSAGES.outsidePage });
  });
export type SignatureField = z.output<typeof signatureFieldSchema>;
export type SignatureFieldInput = z.input<typeof signatureFieldSchema>;

export const templatePageSchema = z.object({ width: z.number(), height: z.number() });
export type TemplatePage = z.infer<typeof templatePageSchema>;

/** POST and PUT /api/onboarding/e-signature/templates[/:id]. */
export const signatureTemplateBodySchema = z
  .object({
    name: requiredText(200, 'Use at most 200 characters'),
    /** A file uploaded through POST /api/files; it must be a PDF (checked by its content). */
    fileId: z.uuid(E_SIGNATURE_MESSAGES.fileAgain),
    fields: z.array(signatureFieldSchema).max(200, E_SIGNATURE_MESSAGES.tooManyFields).default([]),
    counterSignerRole: z.enum(COUNTER_SIGNER_ROLES).nullable().default(null),
    counterSignerUserId: z.uuid(E_SIGNATURE_MESSAGES.personRequired).nullable().default(null),
    criteria: taskCriteriaSchema.default({
      departmentIds: [],
      locationIds: [],
      employmentTypes: [],
      criterionValueIds: [],
    }),
  })
  .superRefine((value, context) => {
    if (value.counterSignerRole === 'person' && !value.counterSignerUserId)
      context.addIssue({
        code: 'custom',
        path: ['counterSignerUserId'],
        message: E_SIGNATURE_MESSAGES.personRequired,
      });
    const ids = new Set<string>();
    value.fields.forEach((field, index) => {
      if (ids.has(field.id))
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'id'],
          message: E_SIGNATURE_MESSAGES.duplicateField,
        });
      ids.add(field.id);
      if (field.signer === 'counter_signer' && !value.counterSignerRole)
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'signer'],
          message: E_SIGNATURE_MESSAGES.counterFieldsWithoutSigner,
        });
    });
  })
  .transform((value) => ({
    ...value,
    counterSignerUserId: value.counterSignerRole === 'person' ? value.counterSignerUserId : null,
  }));
export type SignatureTemplateBody = z.input<typeof signatureTemplateBodySchema>;
export type SignatureTemplateInput = z.output<typeof signatureTemplateBodySchema>;

const named = z.object({ id: z.string(), name: z.string() });

export const signatureTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  file: z.object({ id: z.string(), name: z.string(), size: z.number() }),
  pages: z.array(templatePageSchema),
  fields: z.array(signatureFieldSchema),
  counterSignerRole: z.enum(COUNTER_SIGNER_ROLES).nullable(),
  counterSigner: named.nullable(),
  criteria: taskCriteriaViewSchema,
  archived: z.boolean(),
  /** Requests made from it (a template with some is archived rather than deleted). */
  requestCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SignatureTemplate = z.infer<typeof signatureTemplateSchema>;

export const signatureTemplateListQuerySchema = z.object({
  includeArchived: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** DELETE answers whether the template went, or stays archived because documents were sent from it. */
export const templateRemovalSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
/** A drawn signature: a PNG from the signing page's canvas, at most about 300 KB. */
export const MAX_SIGNATURE_IMAGE_CHARS = 400_000;

/** A signature or initials: drawn on a canvas, or typed (drawn in a script font into the PDF). */
export const signatureMarkSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('drawn'),
    image: z
      .string()
      .max(MAX_SIGNATURE_IMAGE_CHARS, E_SIGNATURE_MESSAGES.signatureInvalid)
      .regex(PNG_DATA_URL, E_SIGNATURE_MESSAGES.signatureInvalid),
  }),
  z.object({ mode: z.literal('typed'), text: requiredText(100, 'Use at most 100 characters') }),
]);
export type SignatureMark = z.infer<typeof signatureMarkSchema>;

/** What a field holds once filled: a mark (signature, initials), text (full name, text), a tick. */
export const signatureFieldValueSchema = z.union([
  signatureMarkSchema,
  z.string().trim().max(500, 'Use at most 500 characters'),
  z.boolean(),
]);
export type SignatureFieldValue = z.infer<typeof signatureFieldValueSchema>;

/** POST /api/onboarding/e-signature/requests/:id/sign: the caller's fields (date signed is the server's). */
export const signBodySchema = z.object({
  consent: z.literal(true, { error: E_SIGNATURE_MESSAGES.consentRequired }),
  values: z.record(z.string().max(64), signatureFieldValueSchema).default({}),
});
export type SignBody = z.input<typeof signBodySchema>;

/** What the audit trail keeps of one signature. */
export const signerEvidenceSchema = z.object({
  party: z.enum(SIGNER_PARTIES),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The hire's or the counter-signer's role ("Manager"), as printed on the audit page. */
  role: z.string(),
  signedAt: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
  consentText: z.string(),
});
export type SignerEvidence = z.infer<typeof signerEvidenceSchema>;

/** POST /api/onboarding/e-signature/requests: send a template to a hire by hand. */
export const sendSignatureRequestBodySchema = z.object({
  newHireId: z.uuid('Select a new hire'),
  templateId: z.uuid('Select a template'),
});
export type SendSignatureRequestBody = z.input<typeof sendSignatureRequestBodySchema>;

export const signatureRequestListQuerySchema = z.object({
  newHireId: z.uuid().optional(),
  state: z.enum(SIGNATURE_REQUEST_STATES).optional(),
});

export const signatureRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  templateId: z.string().nullable(),
  newHire: z.object({ id: z.string(), name: z.string(), state: z.enum(NEW_HIRE_STATES) }),
  state: z.enum(SIGNATURE_REQUEST_STATES),
  pages: z.array(templatePageSchema),
  fields: z.array(signatureFieldSchema),
  counterSignerRole: z.enum(COUNTER_SIGNER_ROLES).nullable(),
  counterSigner: named.nullable(),
  /** The hire's account, who signs; null until the hire has one. */
  signer: named.nullable(),
  /** The values filled in so far (the hire's, once signed); drawn marks are left out of lists. */
  values: z.record(z.string(), signatureFieldValueSchema),
  signerEvidence: signerEvidenceSchema.nullable(),
  counterSignerEvidence: signerEvidenceSchema.nullable(),
  originalSha256: z.string(),
  signedSha256: z.string().nullable(),
  /** What the caller may do with it now. */
  canSign: z.boolean(),
  canCancel: z.boolean(),
  canDownload: z.boolean(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SignatureRequest = z.infer<typeof signatureRequestSchema>;

/** GET /api/onboarding/e-signature/mine: the documents waiting on the caller. */
export const myDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(SIGNATURE_REQUEST_STATES),
  party: z.enum(SIGNER_PARTIES),
  newHire: named,
  createdAt: z.string(),
});
export type MyDocument = z.infer<typeof myDocumentSchema>;
