import type {
  PeriodStatus,
  PeriodStatusPage,
  PeriodStatusQuery,
  SentimentQuery,
  SentimentTrend,
  UpdatesLogPage,
  UpdatesLogQuery,
} from '@atrium/shared/schemas/performance/updates';
import {
  addDays,
  periodOf,
  previousPeriod,
  type UpdatePeriod,
  type UpdateSchedule,
} from '@atrium/shared/schemas/performance/updates-period';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { containsPattern, offsetOf, pageOf } from '../../../lib/list-query.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { reportsOf } from '../../platform/reporting-line/reporting-line.repository.ts';
import { widestScope } from '../access/scope.ts';
import { periodStatus, type Population, type StatusRow } from './period-status.repository.ts';
import { companyEffective, companyToday, scheduleContext, toSchedule } from './update-schedule.ts';
import { sentimentSince } from './updates.repository.ts';
import { checkSeesPerson } from './updates.service.ts';

// How a team (or the company) stands for one period: who shared, who was reviewed, who has not
// shared yet and who missed it; and sentiment over time. Periods are each person's own (their
// manager may have set another cadence), so a period is picked by a day it holds.

const VIEW_BASE = 'prf.module.updates.update.view';

const RECENT_PERIODS = 12;

function recentPeriodsOf(today: string, schedule: UpdateSchedule): UpdatePeriod[] {
  const periods = [periodOf(today, schedule)];
  while (periods.length < RECENT_PERIODS) periods.push(previousPeriod(periods.at(-1)!, schedule));
  return periods;
}

interface Resolved {
  row: StatusRow;
  period: UpdatePeriod;
  status: PeriodStatus;
}

async function statusPage(
  db: DbOrTx,
  auth: AuthContext,
  population: Population,
  query: { date?: string; search?: string; page: number; limit: number },
) {
  const { today, company, own } = await scheduleContext(
    db,
    auth.companyId,
    population === 'all' ? undefined : auth.userId,
  );
  const date = query.date ?? today;
  const fallback = companyEffective(company);
  // The picker follows the caller's own team schedule when they set one, else the company's.
  const periods = recentPeriodsOf(today, own ? toSchedule(own) : fallback);
  const { rows, counts } = await periodStatus(
    db,
    {
      companyId: auth.companyId,
      viewerId: auth.userId,
      population,
      date,
      pattern: query.search ? containsPattern(query.search.toLowerCase()) : undefined,
    },
    { limit: query.limit, offset: offsetOf(query) },
  );
  const resolved: Resolved[] = rows.map((row) => {
    const period =
      row.periodStart && row.periodEnd
        ? { start: row.periodStart, end: row.periodEnd }
        : periodOf(
            date,
            row.teamCadence && row.teamDueWeekday
              ? toSchedule({ cadence: row.teamCadence, dueWeekday: row.teamDueWeekday })
              : fallback,
          );
    const status: PeriodStatus =
      row.status === 'reviewed' || row.status === 'shared'
        ? row.status
        : period.end < today
          ? 'missed'
          : 'due';
    return { row, period, status };
  });
  return { date, counts, resolved, periods };
}

const personOf = (row: StatusRow) => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`,
  jobTitle: row.jobTitle,
  avatarUrl: row.avatarUrl,
});
const managerOf = (row: StatusRow) =>
  row.managerId && row.managerFirstName !== null
    ? { id: row.managerId, name: `${row.managerFirstName} ${row.managerLastName}` }
    : null;

/** Each person's update for the period holding `date`: the caller's team, or everyone (HR). */
export async function listPeriodStatus(
  db: DbOrTx,
  auth: AuthContext,
  query: PeriodStatusQuery,
): Promise<PeriodStatusPage> {
  const scope = widestScope(auth.permissions, VIEW_BASE);
  if (query.scope === 'all' ? scope !== 'all' : scope !== 'team' && scope !== 'all')
    throw new AppError('FORBIDDEN', 'You do not have permission to see these updates.');
  const population: Population = query.scope === 'all' ? 'all' : query.direct ? 'direct' : 'team';
  const { date, counts, resolved, periods } = await statusPage(db, auth, population, query);
  return {
    ...pageOf(
      resolved.map(({ row, period, status }) => ({
        person: personOf(row),
        manager: managerOf(row),
        period,
        status,
        updateId: row.updateId,
        sentiment: row.sentiment,
        sharedAt: row.sharedAt?.toISOString() ?? null,
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      })),
      counts.people,
      query,
    ),
    date,
    counts,
    periods,
  };
}

/** The updates log: who shared and was reviewed, and when; never what they wrote. */
export async function updatesLog(
  db: DbOrTx,
  auth: AuthContext,
  query: UpdatesLogQuery,
): Promise<UpdatesLogPage> {
  const { date, counts, resolved, periods } = await statusPage(db, auth, 'all', query);
  return {
    ...pageOf(
      resolved.map(({ row, period, status }) => ({
        person: personOf(row),
        manager: managerOf(row),
        period,
        status,
        sharedAt: row.sharedAt?.toISOString() ?? null,
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      })),
      counts.people,
      query,
    ),
    date,
    counts,
    periods,
  };
}

/** A person's shared sentiment per period, or the caller's team's average per due day. */
export async function sentimentTrend(
  db: DbOrTx,
  auth: AuthContext,
  query: SentimentQuery,
): Promise<SentimentTrend> {
  const since = addDays(await companyToday(db, auth.companyId), -7 * query.weeks);
  let people: string[];
  if (query.scope === 'team') {
    const scope = widestScope(auth.permissions, VIEW_BASE);
    if (scope !== 'team' && scope !== 'all')
      throw new AppError('FORBIDDEN', 'You do not have permission to see your team’s updates.');
    people = await reportsOf(db, auth.companyId, auth.userId);
  } else {
    const personId = query.personId ?? auth.userId;
    await checkSeesPerson(db, auth, personId);
    people = [personId];
  }
  const points = await sentimentSince(db, auth.companyId, people, since);
  return {
    points: points.map((point) => ({
      periodEnd: point.periodEnd,
      sentiment: Math.round(point.sentiment * 100) / 100,
      count: point.count,
    })),
  };
}
