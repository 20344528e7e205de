import { Alert, AlertTitle, Box, Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import type { PossibleDuplicate } from '../api/add-candidate-api';
import { DUPLICATE_REASON_LABELS } from './duplicate-alerts';

/** Who the company may already have, each a link to their profile, and the choice to save anyway. */
export function PossibleDuplicatesNotice({
  duplicates,
  onSaveAnyway,
  isSaving,
}: {
  duplicates: readonly PossibleDuplicate[];
  onSaveAnyway: () => void;
  isSaving: boolean;
}) {
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onSaveAnyway} loading={isSaving}>
          Save anyway
        </Button>
      }
      sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
    >
      <AlertTitle>This may be someone you already have. Save anyway?</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Possible duplicates">
        {duplicates.map((duplicate) => (
          <li key={duplicate.id}>
            <Link component={RouterLink} to={paths.candidate(duplicate.id)} target="_blank" rel="noopener">
              {duplicate.name}
            </Link>{' '}
            ({duplicate.email}) — {DUPLICATE_REASON_LABELS[duplicate.reason]},{' '}
            {duplicate.applications === 1 ? '1 application' : `${duplicate.applications} applications`}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
