import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Button,
  Chip,
  FormControlLabel,
  Link,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import { COUNTRIES } from '@atrium/shared/constants/countries';
import type { FieldDefinition } from '@atrium/shared/schemas/onboarding/fields';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useOnboardingFieldsTableQuery, type FieldsTable } from '../api/fields-api';
import { HireFieldsDialog } from '../components/hire-fields-dialog';

type Row = FieldsTable['items'][number];

function cellText(field: FieldDefinition, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.join(', ');
  if (field.type === 'country')
    return COUNTRIES.find((country) => country.code === value)?.name ?? String(value);
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .filter(Boolean)
      .join(', ');
  if (field.type === 'person' || field.type === 'team' || field.type === 'image') return 'Set';
  return String(value);
}

/** /onboarding/fields: every new hire the caller sees, with their custom fields and what is missing. */
export default function NewHireFieldsPage() {
  usePageTitle('New hire fields');
  const canEdit = useHasPermission('onb.module.fields.field.edit');
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(25);
  const [search, setSearch] = useState('');
  const [isIncompleteOnly, setIsIncompleteOnly] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const table = useOnboardingFieldsTableQuery({
    page: page + 1,
    limit,
    search: search.trim() || undefined,
    incomplete: isIncompleteOnly,
  });
  const data = table.data;

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Fields"
        description="Each new hire's answers to your custom fields, and the required ones still missing."
      />
      <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Search new hires"
          size="small"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 240 }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={isIncompleteOnly}
              onChange={(event) => {
                setIsIncompleteOnly(event.target.checked);
                setPage(0);
              }}
            />
          }
          label="Only those with required fields missing"
        />
      </Stack>
      {table.isError && (
        <LoadFailureState error={table.error} subject="list" onRetry={() => void table.refetch()} />
      )}
      {table.isLoading && (
        <Skeleton variant="rounded" height={240} aria-label="Loading the fields" role="progressbar" />
      )}
      {data && data.fields.length === 0 && (
        <EmptyState
          title="No custom fields yet"
          description="Add them in settings → fields; new hires then answer them in their profile."
        />
      )}
      {data && data.fields.length > 0 && data.items.length === 0 && (
        <EmptyState
          title="No new hires match"
          description={
            isIncompleteOnly ? 'Everyone has filled in the required fields.' : 'Try another search.'
          }
        />
      )}
      {data && data.fields.length > 0 && data.items.length > 0 && (
        <Paper variant="outlined">
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-label="New hire fields">
              <TableHead>
                <TableRow>
                  <TableCell>New hire</TableCell>
                  <TableCell>Completion</TableCell>
                  {data.fields.map((field) => (
                    <TableCell key={field.id} sx={{ whiteSpace: 'nowrap' }}>
                      {field.name}
                      {field.required ? ' *' : ''}
                    </TableCell>
                  ))}
                  {canEdit && <TableCell aria-label="Actions" />}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((row) => (
                  <TableRow key={row.newHireId}>
                    <TableCell>
                      <Link component={RouterLink} to={paths.newHire(row.newHireId)}>
                        {row.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {row.missingRequired.length === 0 ? (
                        <Chip size="small" color="success" label="Complete" />
                      ) : (
                        <Chip size="small" color="warning" label={`${row.missingRequired.length} missing`} />
                      )}
                    </TableCell>
                    {data.fields.map((field) => (
                      <TableCell key={field.id} sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                        {cellText(field, row.values[field.id]) ||
                          (row.missingRequired.includes(field.id) ? '—' : '')}
                      </TableCell>
                    ))}
                    {canEdit && (
                      <TableCell>
                        <Button
                          size="small"
                          onClick={() => setEditing(row)}
                          aria-label={`Edit the fields of ${row.name}`}
                        >
                          Edit
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={limit}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setLimit(Number(event.target.value));
              setPage(0);
            }}
          />
        </Paper>
      )}
      {data && <HireFieldsDialog row={editing} fields={data.fields} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
