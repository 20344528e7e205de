import { Breadcrumbs as MuiBreadcrumbs, Link, Typography, type SxProps, type Theme } from '@mui/material';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Link as RouterLink } from 'react-router';

export interface BreadcrumbItem {
  label: string;
  /** A link to an earlier page; the current page and plain groupings have none. */
  to?: string;
}

/** A trail of pages; the last item is the current one. */
export function Breadcrumbs({
  items,
  label = 'Breadcrumb',
  sx,
}: {
  items: readonly BreadcrumbItem[];
  label?: string;
  sx?: SxProps<Theme>;
}) {
  if (items.length === 0) return null;
  return (
    <MuiBreadcrumbs
      aria-label={label}
      // The chevron points along the reading direction, so it flips in rtl.
      separator={
        <NavigateNextIcon
          fontSize="small"
          sx={{ transform: (t) => (t.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
        />
      }
      sx={sx}
    >
      {items.map((item, index) => {
        const isCurrent = index === items.length - 1;
        if (item.to && !isCurrent) {
          return (
            <Link
              key={`${index}-${item.label}`}
              component={RouterLink}
              to={item.to}
              color="inherit"
              underline="hover"
              variant="body2"
            >
              {item.label}
            </Link>
          );
        }
        return (
          <Typography
            key={`${index}-${item.label}`}
            aria-current={isCurrent ? 'page' : undefined}
            color={isCurrent ? 'text.primary' : 'text.secondary'}
            fontWeight={isCurrent ? 600 : 400}
            variant="body2"
          >
            {item.label}
          </Typography>
        );
      })}
    </MuiBreadcrumbs>
  );
}
