import type { FastifyRequest } from 'fastify';
import {
  WELCOME_MESSAGES,
  type BrandedAssets,
  type WelcomeExperience,
  type WelcomePage,
  type WelcomePageInput,
  type WelcomePreviewQuery,
  type WelcomeSettings,
  type WelcomeSettingsBody,
} from '@atrium/shared/schemas/onboarding/welcome';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { NewHireRow } from '../../../db/schema/index.ts';
import { AppError, notFound, type FieldError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { fileUrl } from '../../platform/files/files.service.ts';
import { findHireRow, criterionValuesOf } from '../new-hires/new-hires.repository.ts';
import { companyTimeZone, userNames } from '../plan/company-refs.repository.ts';
import { checkLinks, linksOf, type Link } from '../plan/link-checks.ts';
import { sampleTokenValues, todayIn, tokenValuesOf } from '../plan/plan-rules.ts';
import { renderWelcomePages, type WelcomeAudience } from './welcome-render.ts';
import * as repository from './welcome.repository.ts';

const DEFAULTS = {
  isEnabled: true,
  welcomeMailDaysBefore: 3,
  primaryColor: '#1b5bd8',
  accentColor: '#b45309',
};

const invalid = (errors: FieldError[]) => new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });

// --- Settings → welcome experience ---

export async function getSettings(db: DbOrTx, auth: AuthContext): Promise<WelcomeSettings> {
  const row = await repository.findSettings(db, auth.companyId);
  return {
    isEnabled: row?.isEnabled ?? DEFAULTS.isEnabled,
    welcomeMailDaysBefore: row?.welcomeMailDaysBefore ?? DEFAULTS.welcomeMailDaysBefore,
    pageCount: await repository.countPages(db, auth.companyId),
  };
}

export const saveSettings = (db: Db, request: FastifyRequest, auth: AuthContext, body: WelcomeSettingsBody) =>
  db.transaction(async (tx) => {
    const before = await getSettings(tx, auth);
    await repository.saveSettings(tx, auth.companyId, body);
    await recordAudit(tx, request, {
      action: 'onboarding.welcome_settings.update',
      targetType: 'onboarding_welcome_settings',
      targetId: auth.companyId,
      before: { isEnabled: before.isEnabled, welcomeMailDaysBefore: before.welcomeMailDaysBefore },
      after: body,
    });
    return getSettings(tx, auth);
  });

// --- Settings → branded assets ---

async function brandingOf(db: DbOrTx, companyId: string): Promise<BrandedAssets> {
  const row = await repository.findSettings(db, companyId);
  const logo = row?.logoFileId
    ? (await repository.companyFiles(db, companyId, [row.logoFileId])).get(row.logoFileId)
    : undefined;
  return {
    logoFileId: logo ? logo.id : null,
    logoUrl: logo ? fileUrl(logo) : null,
    primaryColor: row?.primaryColor ?? DEFAULTS.primaryColor,
    accentColor: row?.accentColor ?? DEFAULTS.accentColor,
  };
}

export const getBranding = (db: DbOrTx, auth: AuthContext) => brandingOf(db, auth.companyId);

/** Images must be the company's uploads whose content is an image (checked by content on upload). */
async function imageErrors(
  db: DbOrTx,
  companyId: string,
  images: ReadonlyArray<{ path: string; id: string }>,
) {
  const found = await repository.companyFiles(
    db,
    companyId,
    images.map((image) => image.id),
  );
  return images
    .filter((image) => !found.get(image.id)?.mimeType.startsWith('image/'))
    .map((image) => ({ path: image.path, message: WELCOME_MESSAGES.notImage }));
}

export const saveBranding = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  body: { logoFileId: string | null; primaryColor: string; accentColor: string },
) =>
  db.transaction(async (tx) => {
    if (body.logoFileId) {
      const errors = await imageErrors(tx, auth.companyId, [{ path: 'logoFileId', id: body.logoFileId }]);
      if (errors.length > 0) throw invalid(errors);
    }
    const before = await brandingOf(tx, auth.companyId);
    await repository.saveSettings(tx, auth.companyId, body);
    await recordAudit(tx, request, {
      action: 'onboarding.branded_assets.update',
      targetType: 'onboarding_welcome_settings',
      targetId: auth.companyId,
      before: {
        logoFileId: before.logoFileId,
        primaryColor: before.primaryColor,
        accentColor: before.accentColor,
      },
      after: body,
    });
    return brandingOf(tx, auth.companyId);
  });

// --- Settings → pages ---

type PageRow = Awaited<ReturnType<typeof repository.listPages>>[number];

async function toViews(db: DbOrTx, companyId: string, rows: readonly PageRow[]): Promise<WelcomePage[]> {
  const images = await repository.companyFiles(
    db,
    companyId,
    rows.flatMap((row) => row.components.flatMap((c) => (c.type === 'image' ? [c.fileId] : []))),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    position: row.position,
    rules: row.rules,
    components: row.components.map((component) => {
      if (component.type !== 'image') return { ...component };
      const file = images.get(component.fileId);
      return { ...component, url: file ? fileUrl(file) : null };
    }),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Every id a page names must be the company's: a field error names where it was. */
async function checkPage(db: DbOrTx, companyId: string, body: WelcomePageInput): Promise<void> {
  const links: Link[] = [
    ...linksOf('rules.departmentIds', 'department', body.rules.departmentIds),
    ...linksOf('rules.locationIds', 'location', body.rules.locationIds),
    ...linksOf('rules.criterionValueIds', 'criterionValue', body.rules.criterionValueIds),
    ...body.components.flatMap((component, index) =>
      component.type === 'team' ? linksOf(`components.${index}.userIds`, 'person', component.userIds) : [],
    ),
  ];
  await checkLinks(db, companyId, links);
  const errors = await imageErrors(
    db,
    companyId,
    body.components.flatMap((component, index) =>
      component.type === 'image' ? [{ path: `components.${index}.fileId`, id: component.fileId }] : [],
    ),
  );
  if (errors.length > 0) throw invalid(errors);
}

export async function listPages(db: DbOrTx, auth: AuthContext) {
  return toViews(db, auth.companyId, await repository.listPages(db, auth.companyId));
}

async function pageView(db: DbOrTx, companyId: string, id: string) {
  const row = await repository.findPage(db, companyId, id);
  if (!row) throw notFound('Page');
  return (await toViews(db, companyId, [row]))[0]!;
}

export const getPage = (db: DbOrTx, auth: AuthContext, id: string) => pageView(db, auth.companyId, id);

export const createPage = (db: Db, request: FastifyRequest, auth: AuthContext, body: WelcomePageInput) =>
  db.transaction(async (tx) => {
    await checkPage(tx, auth.companyId, body);
    await repository.lockPages(tx, auth.companyId);
    const row = await repository.insertPage(tx, auth.companyId, body);
    await recordAudit(tx, request, {
      action: 'onboarding.welcome_page.create',
      targetType: 'onboarding_welcome_page',
      targetId: row.id,
      after: body,
    });
    return pageView(tx, auth.companyId, row.id);
  });

export const updatePage = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  body: WelcomePageInput,
) =>
  db.transaction(async (tx) => {
    const before = await repository.findPage(tx, auth.companyId, id);
    if (!before) throw notFound('Page');
    await checkPage(tx, auth.companyId, body);
    await repository.updatePage(tx, auth.companyId, id, body);
    await recordAudit(tx, request, {
      action: 'onboarding.welcome_page.update',
      targetType: 'onboarding_welcome_page',
      targetId: id,
      before: { title: before.title, rules: before.rules, components: before.components },
      after: body,
    });
    return pageView(tx, auth.companyId, id);
  });

export const deletePage = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await repository.findPage(tx, auth.companyId, id);
    if (!before) throw notFound('Page');
    await repository.deletePage(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.welcome_page.delete',
      targetType: 'onboarding_welcome_page',
      targetId: id,
      before: { title: before.title },
    });
  });

/** Puts the pages in the order given, which must name each of them once. */
export const reorderPages = (db: Db, request: FastifyRequest, auth: AuthContext, ids: readonly string[]) =>
  db.transaction(async (tx) => {
    await repository.lockPages(tx, auth.companyId);
    const current = (await repository.listPages(tx, auth.companyId)).map((row) => row.id);
    const known = new Set(current);
    if (ids.length !== current.length || ids.some((id) => !known.has(id)))
      throw invalid([{ path: 'ids', message: WELCOME_MESSAGES.orderMismatch }]);
    for (const [position, id] of ids.entries())
      await repository.updatePage(tx, auth.companyId, id, { position });
    await recordAudit(tx, request, {
      action: 'onboarding.welcome_page.reorder',
      targetType: 'onboarding_welcome_pages',
      targetId: auth.companyId,
      after: { ids },
    });
    return listPages(tx, auth);
  });

// --- What a hire sees ---

async function audienceOfHire(db: DbOrTx, companyId: string, hire: NewHireRow): Promise<WelcomeAudience> {
  const values = await criterionValuesOf(db, companyId, [hire.id]);
  const managerName = hire.managerUserId
    ? ((await userNames(db, companyId, [hire.managerUserId])).get(hire.managerUserId) ?? null)
    : null;
  return {
    profile: {
      departmentId: hire.departmentId,
      locationId: hire.locationId,
      employmentType: hire.employmentType,
      criterionValueIds: values.map((value) => value.id),
    },
    managerUserId: hire.managerUserId,
    buddyUserId: hire.buddyUserId,
    hrContactUserId: hire.hrContactUserId,
    startDate: hire.startDate,
    tokens: tokenValuesOf(hire, managerName),
  };
}

const hireSummary = (hire: NewHireRow) => ({
  id: hire.id,
  firstName: hire.preferredFirstName || hire.legalFirstName,
  startDate: hire.startDate,
  state: hire.state,
});

async function experience(
  db: DbOrTx,
  companyId: string,
  hire: NewHireRow | null,
  audience: WelcomeAudience | null,
): Promise<WelcomeExperience> {
  return {
    companyName: await repository.companyName(db, companyId),
    branding: await brandingOf(db, companyId),
    hire: hire ? hireSummary(hire) : null,
    pages: audience ? await renderWelcomePages(db, companyId, audience) : [],
  };
}

/**
 * GET /api/onboarding/welcome/me: the caller's own welcome, if they are a hire of the company (by
 * `new_hires.user_id`) and the welcome experience is on; anyone else gets no pages.
 */
export async function myWelcome(db: DbOrTx, auth: AuthContext): Promise<WelcomeExperience> {
  const hire = await repository.hireOfUser(db, auth.companyId, auth.userId);
  const settings = await repository.findSettings(db, auth.companyId);
  const isOn = settings?.isEnabled ?? DEFAULTS.isEnabled;
  return experience(
    db,
    auth.companyId,
    hire,
    hire && isOn ? await audienceOfHire(db, auth.companyId, hire) : null,
  );
}

/** Settings → preview experience: a hire's pages exactly as they would see them, or a sample's. */
export async function previewExperience(
  db: DbOrTx,
  auth: AuthContext,
  query: WelcomePreviewQuery,
): Promise<WelcomeExperience> {
  if (query.newHireId) {
    const hire = await findHireRow(db, auth.companyId, query.newHireId);
    if (!hire) throw notFound('New hire');
    return experience(db, auth.companyId, hire, await audienceOfHire(db, auth.companyId, hire));
  }
  await checkLinks(db, auth.companyId, [
    { path: 'departmentId', kind: 'department', id: query.departmentId },
    { path: 'locationId', kind: 'location', id: query.locationId },
    ...linksOf('criterionValueIds', 'criterionValue', query.criterionValueIds),
  ]);
  // A sample hire has no people of their own: the team shows the people chosen on the page.
  const today = todayIn(await companyTimeZone(db, auth.companyId));
  return experience(db, auth.companyId, null, {
    profile: {
      departmentId: query.departmentId ?? null,
      locationId: query.locationId ?? null,
      employmentType: query.employmentType ?? null,
      criterionValueIds: query.criterionValueIds,
    },
    managerUserId: null,
    buddyUserId: null,
    hrContactUserId: null,
    startDate: today,
    tokens: sampleTokenValues(today),
  });
}
