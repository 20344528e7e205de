import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Typography,
} from '@mui/material';
import {
  SCORECARD_VISIBILITIES,
  SCORECARD_VISIBILITY_LABELS,
  type ScorecardVisibility,
} from '@atrium/shared/schemas/recruiting/scorecards';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useSaveScorecardSettingsMutation, useScorecardSettingsQuery } from '../api/scorecard-settings-api';

// Greenhouse's order: the strictest first.
const ORDER: readonly ScorecardVisibility[] = ['never', 'after_submitting', 'always'];

/** Configuration → organization: who sees colleagues' scorecards (those who may view all always do). */
export function ScorecardVisibilityCard({ canEdit }: { canEdit: boolean }) {
  const settings = useScorecardSettingsQuery();
  const [save, saving] = useSaveScorecardSettingsMutation();
  const [visibility, setVisibility] = useState<ScorecardVisibility | null>(null);
  const saved = settings.data?.visibility;
  useEffect(() => {
    if (saved) setVisibility(saved);
  }, [saved]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!visibility) return;
    try {
      toastSuccess(successMessage(await save({ visibility }).unwrap(), 'Saved'));
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="scorecard-visibility">
      <CardContent>
        <Typography id="scorecard-visibility" variant="h6" component="h2" gutterBottom>
          Scorecard visibility
        </Typography>
        {settings.isError && (
          <RetryAlert onRetry={() => void settings.refetch()}>
            The scorecard visibility could not be loaded.
          </RetryAlert>
        )}
        {settings.isLoading && <Skeleton variant="rounded" height={120} />}
        {visibility && (
          <Box component="form" noValidate onSubmit={submit}>
            <FormControl disabled={!canEdit}>
              <FormLabel id="scorecard-visibility-label">
                When interviewers see their colleagues’ scorecards
              </FormLabel>
              <RadioGroup
                aria-labelledby="scorecard-visibility-label"
                value={visibility}
                onChange={(event) => setVisibility(event.target.value as ScorecardVisibility)}
              >
                {ORDER.filter((value) => SCORECARD_VISIBILITIES.includes(value)).map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={SCORECARD_VISIBILITY_LABELS[value]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {canEdit && (
              <Box sx={{ mt: 1 }}>
                <Button type="submit" variant="contained" disabled={saving.isLoading || visibility === saved}>
                  Save visibility
                </Button>
              </Box>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
