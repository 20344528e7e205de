import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { holdsPermission, useSession } from '../../lib/session-hooks';

export interface Area {
  title: string;
  description: string;
  to: string;
  /** Shown to whoever holds this permission, or any one of these (or one granting the same). */
  requires: PermissionId | readonly PermissionId[];
}

/**
 * A grid of cards, one per settings area, each shown only to those who may use it; under its heading
 * when given, the heading and grid left out when none of the areas is.
 */
export function AreaCards({ areas, heading }: { areas: readonly Area[]; heading?: string }) {
  const held = useSession().user?.permissions ?? [];
  const isAllowed = ({ requires }: Area) =>
    [requires].flat().some((permission) => holdsPermission(held, permission));
  const allowed = areas.filter(isAllowed);
  if (heading && allowed.length === 0) return null;
  const grid = (
    <Grid container spacing={2}>
      {allowed.map((area) => (
        <Grid key={area.to} size={{ xxs: 12, sm: 6, lg: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={area.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {area.title}
                </Typography>
                <Typography color="text.secondary">{area.description}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
  return heading ? (
    <Stack spacing={2} component="section" aria-label={heading}>
      <Typography variant="h6" component="h2">
        {heading}
      </Typography>
      {grid}
    </Stack>
  ) : (
    grid
  );
}
