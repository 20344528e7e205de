import { useMemo, useState } from 'react';
import { MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useCompanyLookups } from '../../lookups/hooks/use-company-lookups';
import { useListNewHiresQuery } from '../../new-hires/api/new-hires-api';
import { useWelcomePreviewQuery, type WelcomePreviewParams } from '../api/welcome-api';
import { WelcomeView } from '../components/welcome-view';

const withoutEmpty = (params: WelcomePreviewParams): WelcomePreviewParams =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value)) as WelcomePreviewParams;

/** /onboarding/settings/preview-experience: the welcome pages exactly as a chosen hire, or a sample one, would see them. */
export default function PreviewExperiencePage() {
  usePageTitle('Preview experience');
  const canSeeHires = useHasPermission('onb.module.new_hires.new_hire.view');
  const hires = useListNewHiresQuery(
    { page: 1, limit: 100, states: 'pending,onboarding' },
    { skip: !canSeeHires },
  );
  const lookups = useCompanyLookups();
  const [params, setParams] = useState<WelcomePreviewParams>({});
  const query = useMemo(() => withoutEmpty(params), [params]);
  const preview = useWelcomePreviewQuery(query);
  const set = (name: keyof WelcomePreviewParams) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setParams((current) => ({ ...current, [name]: event.target.value }));
  const isSample = !params.newHireId;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeading
        title="Preview experience"
        description="See the welcome pages exactly as a new hire would, with your branding: choose a hire, or the details of a sample one."
      />
      <Paper variant="outlined" component="section" aria-label="Whose welcome" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {canSeeHires && (
            <TextField
              select
              label="New hire"
              value={params.newHireId ?? ''}
              onChange={set('newHireId')}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">A sample new hire</MenuItem>
              {hires.data?.items.map((hire) => (
                <MenuItem key={hire.id} value={hire.id}>
                  {hire.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {isSample && (
            <>
              <TextField
                select
                label="Department"
                value={params.departmentId ?? ''}
                onChange={set('departmentId')}
                sx={{ minWidth: 180 }}
              >
                <MenuItem value="">Any</MenuItem>
                {lookups.departments.map((item) => (
                  <MenuItem key={item.id} value={item.id}>
                    {item.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Location"
                value={params.locationId ?? ''}
                onChange={set('locationId')}
                sx={{ minWidth: 180 }}
              >
                <MenuItem value="">Any</MenuItem>
                {lookups.locations.map((item) => (
                  <MenuItem key={item.id} value={item.id}>
                    {item.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Employment type"
                value={params.employmentType ?? ''}
                onChange={set('employmentType')}
                sx={{ minWidth: 180 }}
              >
                <MenuItem value="">Any</MenuItem>
                {EMPLOYMENT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {EMPLOYMENT_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
        </Stack>
        {isSample && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            A sample hire has no manager or buddy of their own: the team shows the people chosen on each page.
          </Typography>
        )}
      </Paper>
      {preview.isError && (
        <LoadFailureState error={preview.error} subject="preview" onRetry={() => void preview.refetch()} />
      )}
      {preview.isLoading && (
        <Skeleton variant="rounded" height={320} aria-label="Loading the preview" role="progressbar" />
      )}
      {preview.data && <WelcomeView key={JSON.stringify(query)} experience={preview.data} isPreview />}
    </Stack>
  );
}
