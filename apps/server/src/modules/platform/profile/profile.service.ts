import type { FastifyRequest } from 'fastify';
import type { Role } from '@atrium/shared/constants/company';
import type { Profile, UpdateProfileBody } from '@atrium/shared/schemas/platform/profile';
import { toE164 } from '@atrium/shared/schemas/platform/sign-up';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { isCompanyFileUrl } from '../files/files.service.ts';
import { findProfile, updateUserFields, type ProfileRow } from './profile.repository.ts';

export const toProfile = ({ user, companyName }: ProfileRow): Profile => ({
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerifiedAt !== null,
  pendingEmail: user.pendingEmail,
  firstName: user.firstName,
  lastName: user.lastName,
  contactNumber: user.contactNumber,
  timezone: user.timezone,
  avatarUrl: user.avatarUrl,
  companyName,
  role: user.role as Role | null,
});

// What the audit log keeps of a profile: the fields a person can edit here.
const editable = (profile: Profile) => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  contactNumber: profile.contactNumber,
  timezone: profile.timezone,
  avatarUrl: profile.avatarUrl,
});

export async function getMyProfile(db: Db, auth: AuthContext): Promise<Profile> {
  const row = await findProfile(db, auth.companyId, auth.userId);
  if (!row) throw notFound('User');
  return toProfile(row);
}

const AVATAR_NOT_OURS = 'Upload the picture with the upload button';

/**
 * Saves the edit-profile form. Omitted optional fields stay as they are; an empty phone or a null
 * avatar clears it. An avatar must be a file this server issued to this company.
 */
export async function updateMyProfile(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  body: UpdateProfileBody,
): Promise<Profile> {
  const avatarUrl = body.avatarUrl === undefined ? undefined : body.avatarUrl || null;
  if (avatarUrl && !(await isCompanyFileUrl(db, auth.companyId, avatarUrl))) {
    throw new AppError('VALIDATION_FAILED', AVATAR_NOT_OURS, {
      errors: [{ path: 'avatarUrl', message: AVATAR_NOT_OURS }],
    });
  }
  const contactNumber =
    body.contactNumber === undefined ? undefined : body.contactNumber ? toE164(body.contactNumber) : null;
  return db.transaction(async (tx) => {
    const before = await findProfile(tx, auth.companyId, auth.userId);
    if (!before) throw notFound('User');
    await updateUserFields(tx, auth.companyId, auth.userId, {
      firstName: body.firstName,
      lastName: body.lastName,
      timezone: body.timezone,
      ...(contactNumber === undefined ? {} : { contactNumber }),
      ...(avatarUrl === undefined ? {} : { avatarUrl }),
    });
    const after = toProfile((await findProfile(tx, auth.companyId, auth.userId))!);
    await recordAudit(tx, request, {
      action: 'profile.update',
      targetType: 'user',
      targetId: auth.userId,
      before: editable(toProfile(before)),
      after: editable(after),
    });
    return after;
  });
}
