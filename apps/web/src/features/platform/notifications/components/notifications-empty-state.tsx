import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** An inline illustration: the content-security policy allows no external images (DESIGN.md section 4). */
function QuietBellIllustration({ size }: { size: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 160 120"
      width={size}
      height={(size * 3) / 4}
      aria-hidden
      focusable="false"
      sx={{ color: 'primary.main', display: 'block', mx: 'auto' }}
    >
      <ellipse cx="80" cy="108" rx="52" ry="6" fill="currentColor" opacity="0.08" />
      <circle cx="80" cy="56" r="46" fill="currentColor" opacity="0.08" />
      <path
        d="M80 22c-15 0-26 11.5-26 27v15.5L46 76v4h68v-4l-8-11.5V49c0-15.5-11-27-26-27Z"
        fill="currentColor"
        opacity="0.9"
      />
      <path d="M70 84a10 10 0 0 0 20 0Z" fill="currentColor" opacity="0.6" />
      <rect x="76" y="14" width="8" height="10" rx="4" fill="currentColor" opacity="0.6" />
      <path
        d="M116 30l10-6M120 42h12M36 30l-10-6M40 42H28"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.35"
      />
      <Box component="g" sx={{ color: 'success.main' }}>
        <circle cx="108" cy="74" r="15" fill="currentColor" stroke="#fff" strokeWidth="3" />
        <path
          d="M101 74.5l5 5 9-10"
          fill="none"
          stroke="#fff"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
    </Box>
  );
}

export interface NotificationsEmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
  /** Smaller for the bell's popover. */
  isCompact?: boolean;
}

export function NotificationsEmptyState({
  title,
  description,
  action,
  isCompact = false,
}: NotificationsEmptyStateProps) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: isCompact ? 3 : 6, px: 2 }}>
      <QuietBellIllustration size={isCompact ? 96 : 160} />
      <Typography variant={isCompact ? 'subtitle2' : 'h6'} component="p" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 360, mx: 'auto' }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
