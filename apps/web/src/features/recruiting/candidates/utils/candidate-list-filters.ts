import { APPLICATION_STATUSES } from '@atrium/shared/schemas/recruiting/applications';
import type { CandidateFilterOptions } from '@atrium/shared/schemas/recruiting/candidates';
import {
  toListParams,
  type ListQueryParams,
  type ListQueryState,
} from '../../../../components/data-table/list-query';
import type { FilterField, FilterOption } from '../../../../components/filters/filter-types';
import { APPLICATION_STATUS_LABELS } from './candidate-labels';

const named = (items: ReadonlyArray<{ id: string; name: string }> = []): FilterOption[] =>
  items.map((item) => ({ _id: item.id, label: item.name }));

export const STAGE_FILTER = 'stageId';

/** Every filter of the candidates list, as the address stores them (the stage without options). */
export function candidateFilterFields(options: CandidateFilterOptions | undefined): FilterField[] {
  return [
    {
      type: 'select',
      name: 'kind',
      label: 'Candidates or prospects',
      options: [
        { _id: 'candidates', label: 'Candidates' },
        { _id: 'prospects', label: 'Prospects' },
      ],
    },
    { type: 'select', name: 'jobId', label: 'Job', options: named(options?.jobs) },
    { type: 'select', name: STAGE_FILTER, label: 'Stage', options: [] },
    {
      type: 'select',
      name: 'status',
      label: 'Application status',
      options: APPLICATION_STATUSES.map((status) => ({
        _id: status,
        label: APPLICATION_STATUS_LABELS[status],
      })),
    },
    { type: 'select', name: 'tagId', label: 'Tag', options: named(options?.tags) },
    {
      type: 'select',
      name: 'source',
      label: 'Source',
      options: (options?.sources ?? []).map((source) => ({ _id: source, label: source })),
    },
    { type: 'select', name: 'recruiterId', label: 'Recruiter', options: named(options?.users) },
    { type: 'select', name: 'coordinatorId', label: 'Coordinator', options: named(options?.users) },
    { type: 'select', name: 'followedBy', label: 'Followed by', options: named(options?.users) },
    { type: 'customDateRange', name: 'applied', label: 'Applied' },
    { type: 'customDateRange', name: 'activity', label: 'Last activity' },
  ];
}

/**
 * The filters as the panel offers them: the stage lists the chosen job's stages, and is offered only
 * once a job is chosen (a stage means nothing without its job).
 */
export function withStagesOfJob(
  fields: readonly FilterField[],
  options: CandidateFilterOptions | undefined,
  jobId: string,
): FilterField[] {
  const job = options?.jobs.find((item) => item.id === jobId);
  return fields.flatMap((field) => {
    if (field.name !== STAGE_FILTER || field.type !== 'select') return [field];
    return job ? [{ ...field, options: named(job.stages) }] : [];
  });
}

/** The address's list state as GET /api/candidates names it: the date ranges' ends are …From and …To. */
export function candidateListParams(query: ListQueryState): ListQueryParams {
  const { appliedStartDate, appliedEndDate, activityStartDate, activityEndDate, ...params } =
    toListParams(query);
  const dates = {
    appliedFrom: appliedStartDate,
    appliedTo: appliedEndDate,
    activityFrom: activityStartDate,
    activityTo: activityEndDate,
  };
  for (const [name, value] of Object.entries(dates)) if (typeof value === 'string') params[name] = value;
  // A stage is of one job: without the job it filters nothing the person can see.
  if (!params.jobId) delete params[STAGE_FILTER];
  return params;
}
