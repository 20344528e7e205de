import { Stack, Typography } from '@mui/material';
import { formatDate } from '../../new-hires/utils/new-hire-labels';
import { useFeedbackReportQuery, type FeedbackReport as Report, type ReportParams } from '../api/reports-api';
import { ReportResult } from '../../../../components/reports/report-result';
import { NO_HIRES } from '../utils/report-filters';
import { ReportTable, type ReportColumn } from '../../../../components/reports/report-table';

type Rating = Report['ratings'][number];
type Text = Report['texts'][number];

const RATING_COLUMNS: Array<ReportColumn<Rating>> = [
  { id: 'question', label: 'Question', value: (row) => row.question },
  { id: 'setName', label: 'Set', value: (row) => row.setName },
  { id: 'answers', label: 'Answers', value: (row) => row.answers, isNumeric: true },
  { id: 'averageRating', label: 'Average rating (1–5)', value: (row) => row.averageRating, isNumeric: true },
];

const TEXT_COLUMNS: Array<ReportColumn<Text>> = [
  { id: 'answer', label: 'Answer', value: (row) => row.answer },
  { id: 'question', label: 'Question', value: (row) => row.question },
  { id: 'setName', label: 'Set', value: (row) => row.setName },
  { id: 'hireName', label: 'New hire', value: (row) => row.hireName },
  {
    id: 'answeredAt',
    label: 'Answered',
    value: (row) => row.answeredAt,
    render: (row) => formatDate(row.answeredAt),
  },
];

/** The new hires' feedback: each rating question's average, then the written answers, newest first. */
export function FeedbackReport({ params }: { params: ReportParams }) {
  const query = useFeedbackReportQuery(params);
  return (
    <ReportResult
      emptyDescription={NO_HIRES}
      query={query}
      subject="feedback report"
      isEmpty={(data) => data.ratings.length === 0 && data.texts.length === 0}
    >
      {(data) => (
        <Stack spacing={3}>
          <section>
            <Typography variant="h6" component="h3" gutterBottom>
              Ratings
            </Typography>
            {data.ratings.length > 0 ? (
              <ReportTable
                caption="Average rating per question"
                columns={RATING_COLUMNS}
                rows={data.ratings}
              />
            ) : (
              <Typography color="text.secondary">No ratings yet.</Typography>
            )}
          </section>
          <section>
            <Typography variant="h6" component="h3" gutterBottom>
              Written answers
            </Typography>
            {data.texts.length > 0 ? (
              <ReportTable caption="Written answers" columns={TEXT_COLUMNS} rows={data.texts} />
            ) : (
              <Typography color="text.secondary">No written answers yet.</Typography>
            )}
          </section>
        </Stack>
      )}
    </ReportResult>
  );
}
