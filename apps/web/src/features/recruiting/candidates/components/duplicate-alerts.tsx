import { Alert, Button, Stack } from '@mui/material';
import type { CandidateDetail } from '../api/candidates-api';

type Duplicate = CandidateDetail['duplicates'][number];

export const DUPLICATE_REASON_LABELS: Record<Duplicate['reason'], string> = {
  email: 'same email',
  name_and_phone: 'same name and phone',
};

/** Each other profile that may be the same person, with a way to merge the two. */
export function DuplicateAlerts({
  duplicates,
  canMerge,
  onReview,
}: {
  duplicates: readonly Duplicate[];
  canMerge: boolean;
  onReview: (duplicate: Duplicate) => void;
}) {
  if (duplicates.length === 0) return null;
  return (
    <Stack spacing={1}>
      {duplicates.map((duplicate) => (
        <Alert
          key={duplicate.id}
          severity="warning"
          action={
            canMerge && (
              <Button color="inherit" size="small" onClick={() => onReview(duplicate)}>
                Review and merge
              </Button>
            )
          }
          sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
        >
          Possible duplicate: {duplicate.name} ({duplicate.email}) —{' '}
          {DUPLICATE_REASON_LABELS[duplicate.reason]}
        </Alert>
      ))}
    </Stack>
  );
}
