import { Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { EmptyState } from '../../../../components/ui/empty-state';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useGetPersonQuery, useUpdatePersonMutation } from '../api/people-api';
import { PersonForm } from '../components/person-form';
import { fullName, personRoleLabel, STATUS_COLOURS, STATUS_LABELS } from '../utils/person-labels';

/** /admin/people/:id: who the person is, and their work details to edit. */
export default function PersonPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const person = useGetPersonQuery(id);
  const [updatePerson] = useUpdatePersonMutation();
  const name = person.data ? fullName(person.data) : null;
  usePageTitle(name ?? 'Person');

  let content;
  if (person.data) {
    content = (
      <PersonForm
        key={person.data.id}
        person={person.data}
        onSubmit={(body) => updatePerson({ id, body }).unwrap()}
        onCancel={() => void navigate(paths.adminPeople)}
      />
    );
  } else if (person.isError) {
    content = (
      <EmptyState
        kind="error"
        title="This person could not be loaded"
        description={errorMessage(person.error)}
      />
    );
  } else {
    content = <Skeleton variant="rounded" height={320} />;
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Breadcrumbs items={[{ label: 'People', to: paths.adminPeople }, { label: name ?? 'Person' }]} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1">
            {name ?? 'Person'}
          </Typography>
          {person.data && (
            <Chip
              size="small"
              variant="outlined"
              color={STATUS_COLOURS[person.data.status]}
              label={STATUS_LABELS[person.data.status]}
            />
          )}
        </Stack>
        {person.data && (
          <Typography color="text.secondary">
            {person.data.email} · {personRoleLabel(person.data)}
          </Typography>
        )}
      </Box>
      {content}
    </Stack>
  );
}
