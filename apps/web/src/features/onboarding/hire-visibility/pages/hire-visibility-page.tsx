import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  HIRE_VISIBILITY_SCOPE_LABELS,
  HIRE_VISIBILITY_SCOPES,
  type HireVisibilityScope,
} from '@atrium/shared/schemas/onboarding/hire-visibility';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useHireVisibilityQuery, useSaveHireVisibilityMutation } from '../api/hire-visibility-api';

const KIND_LABELS = { system: 'System role', company: 'Company role', none: 'No role' } as const;

/** /onboarding/settings/permission: which new hires each role's holders see in Onboarding. */
export default function HireVisibilityPage() {
  usePageTitle('Permission');
  const roles = useHireVisibilityQuery();
  const [save, { isLoading }] = useSaveHireVisibilityMutation();
  const [scopes, setScopes] = useState<Record<string, HireVisibilityScope>>({});
  useEffect(() => {
    if (roles.data) setScopes(Object.fromEntries(roles.data.map((role) => [role.roleKey, role.scope])));
  }, [roles.data]);
  const changed = (roles.data ?? []).filter(
    (role) => scopes[role.roleKey] && scopes[role.roleKey] !== role.scope,
  );

  const submit = async () => {
    try {
      const result = await save({
        roles: changed.map((role) => ({ roleKey: role.roleKey, scope: scopes[role.roleKey]! })),
      }).unwrap();
      toastSuccess(successMessage(result, 'Saved'));
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <PageHeading
        title="Permission"
        description="Which new hires each role sees in Onboarding: all of them, those of the holder's own department, or their reports (direct and indirect, the hire's manager counting). A person with two roles sees what the wider one allows."
      />
      {roles.isError && (
        <LoadFailureState error={roles.error} subject="roles" onRetry={() => void roles.refetch()} />
      )}
      {roles.isLoading && (
        <Skeleton variant="rounded" height={240} aria-label="Loading the roles" role="progressbar" />
      )}
      {roles.data && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table aria-label="Roles and the new hires they see">
            <TableHead>
              <TableRow>
                <TableCell>Role</TableCell>
                <TableCell>New hires seen</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {roles.data.map((role) => (
                <TableRow key={role.roleKey}>
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{role.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {KIND_LABELS[role.kind]}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 220 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      label={`New hires ${role.name} sees`}
                      value={scopes[role.roleKey] ?? role.scope}
                      onChange={(event) =>
                        setScopes((current) => ({
                          ...current,
                          [role.roleKey]: event.target.value as HireVisibilityScope,
                        }))
                      }
                    >
                      {HIRE_VISIBILITY_SCOPES.map((scope) => (
                        <MenuItem key={scope} value={scope}>
                          {HIRE_VISIBILITY_SCOPE_LABELS[scope]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <Box>
        <Button
          variant="contained"
          disabled={changed.length === 0}
          loading={isLoading}
          onClick={() => void submit()}
        >
          Save
        </Button>
      </Box>
    </Stack>
  );
}
