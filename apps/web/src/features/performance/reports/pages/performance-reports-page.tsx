import { useMemo, type ReactNode } from 'react';
import { Paper, Stack } from '@mui/material';
import {
  PERFORMANCE_REPORT_LABELS,
  type PerformanceReportKind,
} from '@atrium/shared/schemas/performance/reports';
import { ExportCsvButton } from '../../../../components/reports/export-csv-button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { AppTabs, TabPanel } from '../../../../components/ui/tabs';
import { usePageTitle } from '../../../../lib/page-title';
import { useSearchParamChanges } from '../../../../lib/use-search-param-changes';
import { holdsPermission, useSession } from '../../../../lib/session-hooks';
import type { ReportParams } from '../api/reports-api';
import { FeedbackReportView } from '../components/feedback-report';
import { GoalsReportView } from '../components/goals-report';
import { OneOnOneReportView } from '../components/one-on-one-report';
import { ReportFiltersBar } from '../components/report-filters-bar';
import { REPORT_ORDER, REPORT_PERMISSIONS, reportKindOf, reportParamsOf } from '../utils/report-params';

const ID_PREFIX = 'performance-report';
const VIEWS: Record<PerformanceReportKind, (props: { params: ReportParams }) => ReactNode> = {
  'one-on-ones': OneOnOneReportView,
  feedback: FeedbackReportView,
  goals: GoalsReportView,
};

/**
 * /performance/reports: a tab per report the viewer may read (kept in the address with the filters),
 * each a chart over its tables, and its main table as CSV.
 */
export default function PerformanceReportsPage() {
  usePageTitle('Performance reports');
  const held = useSession().user?.permissions;
  const allowed = useMemo(
    () => REPORT_ORDER.filter((kind) => holdsPermission(held, REPORT_PERMISSIONS[kind])),
    [held],
  );
  const [searchParams, update] = useSearchParamChanges();
  const kind = reportKindOf(searchParams, allowed);
  const params = useMemo(() => reportParamsOf(searchParams), [searchParams]);
  if (!kind)
    return (
      <EmptyState
        title="No reports for you"
        description="Your role includes none of Performance's reports. Ask an administrator if you need one."
      />
    );
  const View = VIEWS[kind];
  const tabs = allowed.map((value) => ({ value, label: PERFORMANCE_REPORT_LABELS[value] }));
  return (
    <Stack spacing={3}>
      <PageHeading
        title="Reports"
        description="How often managers meet their reports, how feedback flows, and how goals are going. Counts only: nothing anyone wrote."
        action={
          <ExportCsvButton
            url={`performance/reports/${kind}/export.csv`}
            params={params}
            fallbackName={`performance-${kind}-${new Date().toISOString().slice(0, 10)}.csv`}
          />
        }
      />
      <ReportFiltersBar kind={kind} params={params} onChange={update} />
      <Paper variant="outlined" sx={{ p: { xxs: 1, sm: 2 } }}>
        <AppTabs
          tabs={tabs}
          value={kind}
          onChange={(next) => update({ report: next === allowed[0] ? null : next })}
          label="Reports"
          idPrefix={ID_PREFIX}
        />
        {tabs.map((tab) => (
          <TabPanel key={tab.value} idPrefix={ID_PREFIX} value={tab.value} current={kind}>
            <View params={params} />
          </TabPanel>
        ))}
      </Paper>
    </Stack>
  );
}
