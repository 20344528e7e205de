import { useEffect, useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { organizationSettingsBodySchema } from '@atrium/shared/schemas/recruiting/recruiting-settings';
import { paths } from '../../../../config/paths';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useOrganizationQuery, useSaveOrganizationMutation } from '../api/recruiting-settings-api';
import { ScorecardVisibilityCard } from '../components/scorecard-visibility-card';

type Errors = Partial<Record<'defaultCurrency' | 'defaultInterviewMinutes', string>>;

/** /configuration/organization: the company as recruiting shows it (owned by company administration) and recruiting's defaults. */
export default function OrganizationPage() {
  usePageTitle('Organization');
  const canEdit = useHasPermission('rct.settings.organization.edit');
  const canEditProfile = useHasPermission('sso.admin.company.profile.edit');
  const organization = useOrganizationQuery();
  const [save, saving] = useSaveOrganizationMutation();
  const [currency, setCurrency] = useState('');
  const [minutes, setMinutes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const settings = organization.data?.settings;

  useEffect(() => {
    if (!settings) return;
    setCurrency(settings.defaultCurrency);
    setMinutes(String(settings.defaultInterviewMinutes));
  }, [settings]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = organizationSettingsBodySchema.safeParse({
      defaultCurrency: currency,
      defaultInterviewMinutes: minutes === '' ? Number.NaN : Number(minutes),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      toastSuccess(successMessage(await save(parsed.data).unwrap(), 'Saved'));
    } catch (error) {
      setErrors(Object.fromEntries(fieldErrors(error).map((found) => [found.path, found.message])));
      toastError(error);
    }
  };

  const company = organization.data?.company;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Organization
        </Typography>
        <Typography color="text.secondary">
          Your company as candidates and colleagues see it in recruiting.
        </Typography>
      </Box>
      {organization.isError && (
        <RetryAlert onRetry={() => void organization.refetch()}>
          The organization could not be loaded.
        </RetryAlert>
      )}
      {organization.isLoading && <Skeleton variant="rounded" height={240} />}
      {organization.data && company && (
        <>
          <Card variant="outlined" component="section" aria-labelledby="organization-profile">
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
                <Avatar
                  src={company.logoUrl ?? undefined}
                  alt={`${company.name} logo`}
                  variant="rounded"
                  sx={{ width: 56, height: 56 }}
                >
                  {company.name.slice(0, 1)}
                </Avatar>
                <Box>
                  <Typography id="organization-profile" variant="h6" component="h2">
                    {company.name}
                  </Typography>
                  <Typography color="text.secondary">Time zone: {company.timezone}</Typography>
                </Box>
              </Stack>
              <Stack spacing={1}>
                <Typography>
                  Careers page:{' '}
                  {company.careersPath ? (
                    <Link href={company.careersPath} target="_blank" rel="noopener">
                      {`${window.location.origin}${company.careersPath}`}
                    </Link>
                  ) : (
                    'not published yet'
                  )}
                </Typography>
                <Typography>
                  {organization.data.offices} offices and {organization.data.departments} departments, kept in{' '}
                  <Link component={RouterLink} to={paths.adminCompanyDepartments}>
                    company management
                  </Link>
                  .
                </Typography>
                <Typography color="text.secondary">
                  The name, logo and time zone belong to the company profile
                  {canEditProfile ? (
                    <>
                      {': '}
                      <Link component={RouterLink} to={paths.adminCompany}>
                        edit the company profile
                      </Link>
                    </>
                  ) : (
                    ', which your company administrator edits'
                  )}
                  .
                </Typography>
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined" component="section" aria-labelledby="recruiting-defaults">
            <CardContent>
              <Typography id="recruiting-defaults" variant="h6" component="h2" gutterBottom>
                Recruiting defaults
              </Typography>
              <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 360 }}>
                <TextField
                  label="Default currency"
                  value={currency}
                  onChange={(event) => setCurrency(event.target.value)}
                  error={Boolean(errors.defaultCurrency)}
                  helperText={errors.defaultCurrency ?? 'Three letters, e.g. GBP'}
                  disabled={!canEdit}
                  slotProps={{ htmlInput: { maxLength: 3 } }}
                />
                <TextField
                  label="Default interview length (minutes)"
                  type="number"
                  value={minutes}
                  onChange={(event) => setMinutes(event.target.value)}
                  error={Boolean(errors.defaultInterviewMinutes)}
                  helperText={errors.defaultInterviewMinutes ?? 'From 5 minutes to 8 hours'}
                  disabled={!canEdit}
                />
                {canEdit && (
                  <Box>
                    <Button type="submit" variant="contained" disabled={saving.isLoading}>
                      Save
                    </Button>
                  </Box>
                )}
              </Stack>
            </CardContent>
          </Card>
          <ScorecardVisibilityCard canEdit={canEdit} />
        </>
      )}
    </Stack>
  );
}
