import type { FastifyRequest } from 'fastify';
import { missingRequiredFields } from '@atrium/shared/schemas/onboarding/fields';
import {
  maskSecret,
  type BankDetails,
  type Profile,
  type ProfileInput,
  type Revealed,
} from '@atrium/shared/schemas/onboarding/profile';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { OnboardingProfileRow } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { FieldSealer } from '../../../lib/field-encryption.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { fieldDefinitionsOf } from '../fields/fields.service.ts';
import {
  isSealed,
  presentValues,
  sealContext,
  storableFieldValues,
  viewFieldValues,
} from '../fields/field-values.ts';
import { isHireVisible } from '../new-hires/hire-visibility.ts';
import { findHireRow, updateHire } from '../new-hires/new-hires.repository.ts';
import * as repository from './profile.repository.ts';

const forbidden = () => new AppError('FORBIDDEN', 'You do not have permission to do this.');

const REVEAL = 'onb.module.profile.bank_details.view';
const BANK = 'bank';

/** The secret parts of bank details: what is sealed (the holder and bank stay readable). */
const secretOf = (details: BankDetails) =>
  details.kind === 'uk'
    ? { sortCode: details.sortCode, accountNumber: details.accountNumber }
    : details.kind === 'us'
      ? { routingNumber: details.routingNumber, accountNumber: details.accountNumber }
      : { iban: details.iban };
const last4Of = (details: BankDetails) =>
  (details.kind === 'iban' ? details.iban : details.accountNumber).slice(-4);

async function view(db: DbOrTx, auth: AuthContext, newHireId: string): Promise<Profile> {
  const hire = await findHireRow(db, auth.companyId, newHireId);
  if (!hire) throw notFound('New hire');
  const [profile, definitions] = await Promise.all([
    repository.findProfile(db, auth.companyId, newHireId),
    fieldDefinitionsOf(db, auth.companyId),
  ]);
  const stored = profile?.fieldValues ?? {};
  const hasType = (type: string) => definitions.some((field) => field.type === type);
  const choices = {
    people: hasType('person') ? await repository.peopleChoices(db, auth.companyId) : [],
    teams: hasType('team') ? await repository.teamChoices(db, auth.companyId) : [],
  };
  return {
    newHireId,
    name: `${hire.preferredFirstName || hire.legalFirstName} ${hire.legalLastName}`,
    preferredFirstName: hire.preferredFirstName,
    legalFirstName: hire.legalFirstName,
    legalLastName: hire.legalLastName,
    dateOfBirth: profile?.dateOfBirth ?? null,
    address: profile?.address ?? null,
    emergencyContacts: profile?.emergencyContacts ?? [],
    bankDetails:
      profile?.bankKind && profile.bankDetailsSealed
        ? {
            kind: profile.bankKind,
            accountHolder: profile.bankAccountHolder ?? '',
            bankName: profile.bankName ?? '',
            accountMasked: maskSecret(profile.bankAccountLast4 ?? ''),
          }
        : null,
    fieldValues: viewFieldValues(definitions, stored),
    fields: definitions,
    missingRequired: missingRequiredFields(definitions, presentValues(stored)),
    choices,
    canReveal: auth.permissions.has(REVEAL),
    updatedAt: profile?.updatedAt.toISOString() ?? null,
  };
}

/** The hire linked to the caller's account; none is 404 (they are no new hire). */
async function ownHireId(db: DbOrTx, auth: AuthContext): Promise<string> {
  if (!auth.permissions.has('onb.module.profile.profile.view.own')) throw forbidden();
  const hire = await repository.hireOfUser(db, auth.companyId, auth.userId);
  if (!hire) throw notFound('Profile');
  return hire.id;
}

async function visibleHireId(db: DbOrTx, auth: AuthContext, newHireId: string) {
  if (!(await isHireVisible(db, auth, newHireId))) throw notFound('New hire');
  return newHireId;
}

export const getOwnProfile = async (db: Db, auth: AuthContext) => view(db, auth, await ownHireId(db, auth));
export const getHireProfile = async (db: Db, auth: AuthContext, newHireId: string) =>
  view(db, auth, await visibleHireId(db, auth, newHireId));

async function save(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  sealer: FieldSealer,
  newHireId: string,
  input: ProfileInput,
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const locked = await repository.lockProfile(tx, auth.companyId, newHireId);
    const definitions = await fieldDefinitionsOf(tx, auth.companyId);
    const fieldValues = await storableFieldValues(tx, {
      companyId: auth.companyId,
      newHireId,
      definitions,
      given: input.fieldValues,
      stored: locked?.fieldValues ?? {},
      enforceRequired: true,
      sealer,
      pathPrefix: 'fieldValues',
    });
    const bank: Partial<OnboardingProfileRow> =
      input.bankDetails === undefined
        ? {}
        : input.bankDetails === null
          ? {
              bankKind: null,
              bankAccountHolder: null,
              bankName: null,
              bankDetailsSealed: null,
              bankAccountLast4: null,
            }
          : {
              bankKind: input.bankDetails.kind,
              bankAccountHolder: input.bankDetails.accountHolder,
              bankName: input.bankDetails.bankName,
              bankDetailsSealed: sealer.seal(
                JSON.stringify(secretOf(input.bankDetails)),
                sealContext(auth.companyId, newHireId, BANK),
              ),
              bankAccountLast4: last4Of(input.bankDetails),
            };
    await updateHire(tx, auth.companyId, newHireId, {
      preferredFirstName: input.preferredFirstName,
      legalFirstName: input.legalFirstName,
      legalLastName: input.legalLastName,
    });
    await repository.upsertProfile(tx, auth.companyId, newHireId, {
      dateOfBirth: input.dateOfBirth,
      address: input.address,
      emergencyContacts: input.emergencyContacts,
      fieldValues,
      ...bank,
    });
    await recordAudit(tx, request, {
      action: 'onboarding.profile.update',
      targetType: 'new_hire',
      targetId: newHireId,
      // What changed in kind only: a profile holds personal and sealed data.
      after: {
        bankDetails:
          input.bankDetails === undefined ? 'kept' : input.bankDetails === null ? 'removed' : 'set',
        fields: Object.keys(input.fieldValues),
      },
    });
    return view(tx, auth, newHireId);
  });
}

export const saveOwnProfile = async (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  sealer: FieldSealer,
  input: ProfileInput,
) => save(db, request, auth, sealer, await ownHireId(db, auth), input);

export const saveHireProfile = async (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  sealer: FieldSealer,
  newHireId: string,
  input: ProfileInput,
) => save(db, request, auth, sealer, await visibleHireId(db, auth, newHireId), input);

/** Bank details or a masked field in full, to a holder of the reveal permission; every reveal is audited. */
export async function reveal(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  sealer: FieldSealer,
  newHireId: string,
  target: string,
): Promise<Revealed> {
  await visibleHireId(db, auth, newHireId);
  const profile = await repository.findProfile(db, auth.companyId, newHireId);
  let revealed: Revealed;
  if (target === 'bankDetails') {
    if (!profile?.bankDetailsSealed || !profile.bankKind) revealed = { bankDetails: null };
    else {
      const secret = JSON.parse(
        sealer.open(profile.bankDetailsSealed, sealContext(auth.companyId, newHireId, BANK)),
      ) as Record<string, string | undefined>;
      revealed = {
        bankDetails: {
          kind: profile.bankKind,
          accountHolder: profile.bankAccountHolder ?? '',
          bankName: profile.bankName ?? '',
          sortCode: secret.sortCode ?? null,
          routingNumber: secret.routingNumber ?? null,
          accountNumber: secret.accountNumber ?? null,
          iban: secret.iban ?? null,
        },
      };
    }
  } else {
    const field = (await fieldDefinitionsOf(db, auth.companyId)).find(
      (definition) => definition.id === target,
    );
    if (!field || field.type !== 'masked')
      throw new AppError('VALIDATION_FAILED', 'Choose bank details or a masked field', {
        errors: [{ path: 'target', message: 'Choose bank details or a masked field' }],
      });
    const stored = profile?.fieldValues?.[target];
    revealed = {
      value: isSealed(stored)
        ? sealer.open(stored.sealed, sealContext(auth.companyId, newHireId, `field:${target}`))
        : null,
    };
  }
  await recordAudit(db, request, {
    action: 'onboarding.profile.reveal',
    targetType: 'new_hire',
    targetId: newHireId,
    after: { target },
  });
  return revealed;
}
