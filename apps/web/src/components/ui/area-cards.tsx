import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { useSession } from '../../lib/session-hooks';

export interface Area {
  title: string;
  description: string;
  to: string;
  /** Shown to whoever holds this permission, or any one of these. */
  requires: PermissionId | readonly PermissionId[];
}

/** A grid of cards, one per settings area, each shown only to those who may use it. */
export function AreaCards({ areas }: { areas: readonly Area[] }) {
  const held = useSession().user?.permissions ?? [];
  const isAllowed = ({ requires }: Area) =>
    (typeof requires === 'string' ? [requires] : requires).some((permission) => held.includes(permission));
  return (
    <Grid container spacing={2}>
      {areas.filter(isAllowed).map((area) => (
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
}
