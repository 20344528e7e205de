import { useMemo, type ReactNode } from 'react';
import { Paper, Stack } from '@mui/material';
import { REPORT_KINDS, REPORT_LABELS, type ReportKind } from '@atrium/shared/schemas/onboarding/reports';
import { PageHeading } from '../../../../components/ui/page-heading';
import { AppTabs, TabPanel } from '../../../../components/ui/tabs';
import { usePageTitle } from '../../../../lib/page-title';
import { useSearchParamChanges } from '../../../../lib/use-search-param-changes';
import { useHasPermission } from '../../../../lib/session-hooks';
import type { ReportParams } from '../api/reports-api';
import { ExportReportButton } from '../components/export-report-button';
import { FeedbackReport } from '../components/feedback-report';
import { HiresByMonthReport } from '../components/hires-by-month-report';
import { ReportFiltersBar } from '../components/report-filters-bar';
import { SignatureReport } from '../components/signature-report';
import { TasksByAssigneeReport, TasksByTemplateReport } from '../components/task-reports';
import { reportKindOf, reportParamsOf } from '../utils/report-filters';

const TABS = REPORT_KINDS.map((kind) => ({ value: kind, label: REPORT_LABELS[kind] }));
const ID_PREFIX = 'onboarding-report';

const VIEWS: Record<ReportKind, (props: { params: ReportParams }) => ReactNode> = {
  'tasks-by-template': TasksByTemplateReport,
  'tasks-by-assignee': TasksByAssigneeReport,
  'e-signature': SignatureReport,
  'hires-by-month': HiresByMonthReport,
  feedback: FeedbackReport,
};

/**
 * /onboarding/reports: one report at a time (a tab, kept in the address with the filters), each a
 * table sortable by any column, exported as CSV by those who may.
 */
export default function OnboardingReportsPage() {
  usePageTitle('Onboarding reports');
  const canExport = useHasPermission('onb.module.reports.report.export');
  const [searchParams, update] = useSearchParamChanges();
  const kind = reportKindOf(searchParams);
  const params = useMemo(() => reportParamsOf(searchParams), [searchParams]);
  const View = VIEWS[kind];
  return (
    <Stack spacing={3}>
      <PageHeading
        title="Reports"
        description="Task completion and time to complete, documents sent for signature, new hires by start month and their feedback."
        action={canExport ? <ExportReportButton kind={kind} params={params} /> : undefined}
      />
      <ReportFiltersBar params={params} onChange={update} />
      <Paper variant="outlined" sx={{ p: { xxs: 1, sm: 2 } }}>
        <AppTabs
          tabs={TABS}
          value={kind}
          onChange={(next) => update({ report: next === REPORT_KINDS[0] ? null : next })}
          label="Reports"
          idPrefix={ID_PREFIX}
        />
        {TABS.map((tab) => (
          <TabPanel key={tab.value} idPrefix={ID_PREFIX} value={tab.value} current={kind}>
            <View params={params} />
          </TabPanel>
        ))}
      </Paper>
    </Stack>
  );
}
