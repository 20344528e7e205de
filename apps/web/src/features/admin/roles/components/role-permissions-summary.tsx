import { useMemo } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import { permissionLabel, type PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { permissionTree } from '../utils/permission-tree';

/** The permissions a role holds, grouped by module and area, for reading. */
export function RolePermissionsSummary({ permissions }: { permissions: readonly string[] }) {
  const modules = useMemo(() => {
    const held = new Set(permissions);
    return permissionTree()
      .map((module) => ({
        ...module,
        areas: module.areas
          .map((area) => ({ ...area, permissions: area.permissions.filter((p) => held.has(p.id)) }))
          .filter((area) => area.permissions.length > 0),
      }))
      .filter((module) => module.areas.length > 0);
  }, [permissions]);

  if (modules.length === 0) return <Typography color="text.secondary">No permissions.</Typography>;
  return (
    <Stack spacing={2.5}>
      {modules.map((module) => (
        <section key={module.product} aria-label={module.label}>
          <Typography variant="h6" component="h2" gutterBottom>
            {module.label}
          </Typography>
          <Stack spacing={1.5}>
            {module.areas.map((area) => (
              <div key={area.id}>
                <Typography variant="subtitle2" color="text.secondary" component="h3">
                  {area.label}
                </Typography>
                <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.75} sx={{ mt: 0.75 }}>
                  {area.permissions.map((permission) => (
                    <Chip
                      key={permission.id}
                      size="small"
                      variant="outlined"
                      label={permissionLabel(permission.id as PermissionId)}
                    />
                  ))}
                </Stack>
              </div>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
