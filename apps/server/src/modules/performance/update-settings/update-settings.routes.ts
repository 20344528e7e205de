import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  teamUpdateSettingsInputSchema,
  teamUpdateSettingsSchema,
  updateSettingsInputSchema,
  updateSettingsSchema,
  updatesLogPageSchema,
  updatesLogQuerySchema,
} from '@atrium/shared/schemas/performance/updates';
import { envelope } from '@atrium/shared/schemas/platform/api';
import { requireAuth } from '../../../plugins/auth.ts';
import { updatesLog } from '../updates/period-status.service.ts';
import * as service from './update-settings.service.ts';

const tags = ['performance'];
const TEAM = '/performance/updates/team-settings';
const CUSTOM = 'prf.module.updates.custom_settings.configure.team' as const;
const MANAGE = 'prf.settings.updates.settings.manage' as const;

/** Settings → Updates and the updates log; a manager's own settings for their reports. */
export const performanceUpdateSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/performance/settings/updates',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "The company's update questions, cadence, due day and due-day reminder",
        response: { 200: envelope(updateSettingsSchema) },
      },
    },
    async (request) => ({
      message: 'Updates settings',
      data: await service.getCompanySettings(app.db, requireAuth(request)),
    }),
  );

  app.put(
    '/performance/settings/updates',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "Change the company's update settings (from each person's next update on)",
        body: updateSettingsInputSchema,
        response: { 200: envelope(updateSettingsSchema) },
      },
    },
    async (request) => ({
      message: 'Updates settings saved',
      data: await service.saveCompanySettings(app.db, requireAuth(request), request.body),
    }),
  );

  app.get(
    '/performance/settings/updates-log',
    {
      config: { access: 'authenticated', permission: 'prf.settings.updates.log.view' },
      schema: {
        tags,
        summary:
          'Who shared their update for the period holding `date` and when it was reviewed; never content',
        querystring: updatesLogQuerySchema,
        response: { 200: envelope(updatesLogPageSchema) },
      },
    },
    async (request) => ({
      message: 'Updates log',
      data: await updatesLog(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    TEAM,
    {
      config: { access: 'authenticated', permission: CUSTOM },
      schema: {
        tags,
        summary: "My own questions and cadence for my direct reports, beside the company's",
        response: { 200: envelope(teamUpdateSettingsSchema) },
      },
    },
    async (request) => ({
      message: 'Team settings',
      data: await service.getTeamSettings(app.db, requireAuth(request)),
    }),
  );

  app.put(
    TEAM,
    {
      config: { access: 'authenticated', permission: CUSTOM },
      schema: {
        tags,
        summary: 'Set my direct reports’ questions and cadence (from their next update on)',
        body: teamUpdateSettingsInputSchema,
        response: { 200: envelope(teamUpdateSettingsSchema) },
      },
    },
    async (request) => ({
      message: 'Team settings saved',
      data: await service.saveTeamSettings(app.db, requireAuth(request), request.body),
    }),
  );

  app.delete(
    TEAM,
    {
      config: { access: 'authenticated', permission: CUSTOM },
      schema: {
        tags,
        summary: "Go back to the company's questions and cadence for my reports",
        response: { 200: envelope(teamUpdateSettingsSchema) },
      },
    },
    async (request) => ({
      message: "Back to the company's settings",
      data: await service.resetTeamSettings(app.db, requireAuth(request)),
    }),
  );
};
