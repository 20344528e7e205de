import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HarvestEndpoint } from '@atrium/shared/schemas/recruiting/harvest';
import { hireBodySchema, offerBodySchema } from '@atrium/shared/schemas/recruiting/offers';
import { createFileStorage } from '../../platform/files/storage.ts';
import { hireApplication } from '../hiring/hiring.service.ts';
import { updateOffer, type OfferDeps } from '../offers/offers.service.ts';
import { harvestApplications } from './harvest-candidates.service.ts';
import { harvestCustomFieldWrites, saveHarvestCustomFields } from './harvest-custom-field-writes.ts';
import { actorOf, asSent, companyOf, HarvestError, invalid, onePage } from './harvest-http.ts';
import { harvestOfferSchema } from './harvest-offer-objects.ts';
import { harvestApplicationSchema } from './harvest-objects.ts';
import * as repository from './harvest-offers.repository.ts';
import {
  closeReasonIdOf,
  harvestDay,
  harvestOffers,
  openingIdOf,
  refuseUnwritable,
} from './harvest-offers.service.ts';
import { harvestIdParam, harvestPageQuery, integerId, windowOfQuery } from './harvest-query.ts';
import { applicationByPublicId } from './harvest.repository.ts';

const tags = ['harvest'];
const access = (harvestEndpoint: HarvestEndpoint) => ({ access: 'public' as const, harvestEndpoint });
const isoTime = z.iso.datetime({ offset: true, error: 'Must be an ISO-8601 timestamp' });
const notFound = () => new HarvestError(404, 'Resource not found');

/** Our offer and hire fields as Greenhouse's bodies name them. */
const OFFER_FIELDS: Record<string, string> = { startDate: 'start_date', customFields: 'custom_fields' };
const HIRE_FIELDS: Record<string, string> = {
  startDate: 'start_date',
  openingId: 'opening_id',
  closeReasonId: 'close_reason_id',
};

/** Refusals of our shared body schemas, by Greenhouse's field names. */
function checked<T>(result: z.ZodSafeParseResult<T>, fields: Record<string, string>): T {
  if (result.success) return result.data;
  throw new HarvestError(
    422,
    'Validation error',
    result.error.issues.map((issue) => ({
      message: issue.message,
      field: fields[String(issue.path[0])] ?? issue.path.join('.'),
    })),
  );
}

/** Offers (every version), an application's, its current one and its update; and hiring. */
export const harvestOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = await createFileStorage(app.config);
  const deps: OfferDeps = {
    db: app.db,
    mailer: app.mailer,
    storage,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
  const fileUrl = (fileId: string) => new URL(`/api/files/${fileId}`, app.config.publicUrl).toString();
  const applicationOf = async (companyId: string, publicId: number) => {
    const row = await applicationByPublicId(app.db, companyId, publicId);
    if (!row) throw notFound();
    return row;
  };
  const currentOffer = async (companyId: string, applicationId: string) => {
    const [row] = await repository.offerRows(app.db, companyId, { applicationId, current: true }, 1);
    if (!row) throw notFound();
    return row;
  };

  async function listed(
    request: Parameters<typeof onePage>[0],
    reply: Parameters<typeof onePage>[1],
    query: z.output<typeof harvestPageQuery>,
    filters: repository.OfferFilters,
  ) {
    const companyId = companyOf(request);
    const all = { ...windowOfQuery(query), ...filters };
    const [rows, total] = await Promise.all([
      repository.offerRows(app.db, companyId, all, query.per_page, (query.page - 1) * query.per_page),
      query.skip_count === 'true' ? Promise.resolve(null) : repository.countOffers(app.db, companyId, all),
    ]);
    return harvestOffers(
      app.db,
      companyId,
      onePage(request, reply, app.config.publicUrl, query, rows, total),
    );
  }

  app.get(
    '/offers',
    {
      config: access('GET /v1/offers'),
      schema: {
        tags,
        summary: "Harvest: list the organization's offers (every version), by application",
        querystring: harvestPageQuery.extend({
          status: z
            .enum(['unresolved', 'accepted', 'rejected', 'deprecated'], {
              error: 'Must be one of: unresolved, accepted, rejected, deprecated',
            })
            .optional(),
          resolved_before: isoTime.optional(),
          resolved_after: isoTime.optional(),
          sent_before: harvestDay.optional(),
          sent_after: harvestDay.optional(),
          starts_before: harvestDay.optional(),
          starts_after: harvestDay.optional(),
        }),
        response: { 200: z.array(harvestOfferSchema) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      return listed(request, reply, query, {
        status: query.status,
        resolvedBefore: query.resolved_before,
        resolvedAfter: query.resolved_after,
        sentBefore: query.sent_before,
        sentAfter: query.sent_after,
        startsBefore: query.starts_before,
        startsAfter: query.starts_after,
      });
    },
  );

  app.get(
    '/offers/:id',
    {
      config: access('GET /v1/offers/:id'),
      schema: {
        tags,
        summary: 'Harvest: retrieve an offer (any version)',
        params: harvestIdParam,
        response: { 200: harvestOfferSchema },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const [row] = await repository.offerRows(app.db, companyId, { publicId: request.params.id }, 1);
      if (!row) throw notFound();
      return (await harvestOffers(app.db, companyId, [row]))[0]!;
    },
  );

  app.get(
    '/applications/:id/offers',
    {
      config: access('GET /v1/applications/:id/offers'),
      schema: {
        tags,
        summary: "Harvest: list an application's offers, every version",
        params: harvestIdParam,
        querystring: harvestPageQuery,
        response: { 200: z.array(harvestOfferSchema) },
      },
    },
    async (request, reply) => {
      const application = await applicationOf(companyOf(request), request.params.id);
      return listed(request, reply, request.query, { applicationId: application.application.id });
    },
  );

  app.get(
    '/applications/:id/offers/current_offer',
    {
      config: access('GET /v1/applications/:id/offers/current_offer'),
      schema: {
        tags,
        summary: "Harvest: retrieve an application's current offer",
        params: harvestIdParam,
        response: { 200: harvestOfferSchema },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const application = await applicationOf(companyId, request.params.id);
      const row = await currentOffer(companyId, application.application.id);
      return (await harvestOffers(app.db, companyId, [row]))[0]!;
    },
  );

  app.patch(
    '/applications/:id/offers/current_offer',
    {
      config: access('PATCH /v1/applications/:id/offers/current_offer'),
      schema: {
        tags,
        summary:
          "Harvest: change the current offer's start date and custom fields; a sent or approved offer gets a new version (On-Behalf-Of required)",
        params: harvestIdParam,
        body: z.object({
          start_date: harvestDay.optional(),
          sent_at: z.unknown().optional(),
          created_at: z.unknown().optional(),
          custom_fields: harvestCustomFieldWrites,
        }),
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const body = request.body;
      refuseUnwritable(body, {
        sent_at: 'Atrium records when the offer is sent: it cannot be written',
        created_at: 'Atrium records when the offer was created: it cannot be written',
      });
      const application = await applicationOf(auth.companyId, request.params.id);
      const { offer } = await currentOffer(auth.companyId, application.application.id);
      // The offer's terms as they are, with what the request changes: the service versions them.
      const save = (changes: Record<string, unknown>) => {
        const customFields = { ...offer.customFields };
        for (const [fieldId, value] of Object.entries(changes)) {
          if (value === null) delete customFields[fieldId];
          else customFields[fieldId] = value;
        }
        const input = checked(
          offerBodySchema.safeParse({
            templateId: offer.templateId,
            salary: offer.salary,
            currency: offer.currency,
            salaryPeriod: offer.salaryPeriod,
            startDate: body.start_date ?? offer.startDate,
            expiresOn: offer.expiresOn,
            openingId: offer.openingId,
            customFields,
            note: offer.note,
          }),
          OFFER_FIELDS,
        );
        return updateOffer(deps, request, auth, offer.id, input);
      };
      if (body.custom_fields?.length)
        await saveHarvestCustomFields(app.db, auth.companyId, 'offer', body.custom_fields, save);
      else await asSent(OFFER_FIELDS, save({}));
      return { success: true as const };
    },
  );

  app.post(
    '/applications/:id/hire',
    {
      config: access('POST /v1/applications/:id/hire'),
      schema: {
        tags,
        summary:
          'Harvest: hire an application into an opening from a start date; its accepted offer’s start date if none is sent (On-Behalf-Of required)',
        params: harvestIdParam,
        body: z.object({
          start_date: harvestDay.optional(),
          opening_id: integerId.optional(),
          close_reason_id: integerId.optional(),
        }),
        response: { 200: harvestApplicationSchema },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const body = request.body;
      const application = await applicationOf(auth.companyId, request.params.id);
      const applicationId = application.application.id;
      let openingId: string | null = null;
      if (body.opening_id !== undefined) {
        const openings = await repository.openingsOfJobs(app.db, auth.companyId, [
          application.application.jobId,
        ]);
        const found = openings.find((row) => openingIdOf(row.opening.id) === body.opening_id);
        if (!found) throw invalid('opening_id', "Must be an opening of the application's job");
        openingId = found.opening.id;
      }
      let closeReasonId: string | null = null;
      if (body.close_reason_id !== undefined) {
        const reasons = await repository.closeReasonRows(app.db, auth.companyId);
        const found = reasons.find((reason) => closeReasonIdOf(reason.id) === body.close_reason_id);
        if (!found) throw invalid('close_reason_id', 'Must be a close reason of your organization');
        closeReasonId = found.id;
      }
      const [offer] = await repository.offerRows(app.db, auth.companyId, { applicationId, current: true }, 1);
      const startDate = body.start_date ?? offer?.offer.startDate;
      if (!startDate)
        throw invalid('start_date', 'Must be present: the application has no offer with a start date');
      const input = checked(hireBodySchema.safeParse({ openingId, startDate, closeReasonId }), HIRE_FIELDS);
      await asSent(HIRE_FIELDS, hireApplication(app.db, request, auth, applicationId, input));
      const row = (await applicationByPublicId(app.db, auth.companyId, request.params.id))!;
      return (await harvestApplications(app.db, auth.companyId, [row], fileUrl))[0]!;
    },
  );
};
