import {
  toListParams,
  type ListQueryParams,
  type ListQueryState,
} from '../../../../components/data-table/list-query';

/**
 * The table's query as the audit endpoint names it: the actor filter's chosen person becomes
 * actorUserId, and the date range's ends fromDate and toDate (both whole days, included).
 */
export function auditListParams(query: ListQueryState): ListQueryParams {
  const { actor, datesStartDate, datesEndDate, ...params } = toListParams(query);
  if (Array.isArray(actor) && actor.length > 0) params.actorUserId = actor[actor.length - 1]!;
  if (typeof datesStartDate === 'string') params.fromDate = datesStartDate;
  if (typeof datesEndDate === 'string') params.toDate = datesEndDate;
  return params;
}
