import type { ChipProps, SvgIconProps } from '@mui/material';
import SentimentDissatisfiedOutlinedIcon from '@mui/icons-material/SentimentDissatisfiedOutlined';
import SentimentNeutralOutlinedIcon from '@mui/icons-material/SentimentNeutralOutlined';
import SentimentSatisfiedAltOutlinedIcon from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import SentimentVeryDissatisfiedOutlinedIcon from '@mui/icons-material/SentimentVeryDissatisfiedOutlined';
import SentimentVerySatisfiedOutlinedIcon from '@mui/icons-material/SentimentVerySatisfiedOutlined';
import type { ComponentType } from 'react';
import {
  PERIOD_STATUS_LABELS,
  SENTIMENT_LABELS,
  type PeriodStatus,
  type Sentiment,
  type UpdateStatus,
} from '@atrium/shared/schemas/performance/updates';
import { periodLabel, type UpdatePeriod } from '@atrium/shared/schemas/performance/updates-period';

export const SENTIMENT_ICONS: Record<Sentiment, ComponentType<SvgIconProps>> = {
  1: SentimentVeryDissatisfiedOutlinedIcon,
  2: SentimentDissatisfiedOutlinedIcon,
  3: SentimentNeutralOutlinedIcon,
  4: SentimentSatisfiedAltOutlinedIcon,
  5: SentimentVerySatisfiedOutlinedIcon,
};

/** Red to green, as a theme colour each icon takes. */
export const SENTIMENT_COLORS: Record<Sentiment, SvgIconProps['color']> = {
  1: 'error',
  2: 'warning',
  3: 'action',
  4: 'info',
  5: 'success',
};

export const isSentiment = (value: number | null | undefined): value is Sentiment =>
  typeof value === 'number' && value >= 1 && value <= 5;

export const sentimentLabel = (value: number | null | undefined) =>
  isSentiment(value) ? `${value} – ${SENTIMENT_LABELS[value]}` : 'No sentiment';

export const formatPeriod = (period: UpdatePeriod) => periodLabel(period);

const UPDATE_STATUS: Record<UpdateStatus, { label: string; color: ChipProps['color'] }> = {
  draft: { label: 'Draft', color: 'default' },
  shared: { label: 'Shared', color: 'info' },
  reviewed: { label: 'Reviewed', color: 'success' },
};
export const updateStatusChip = (status: UpdateStatus) => UPDATE_STATUS[status];

const PERIOD_STATUS_COLORS: Record<PeriodStatus, ChipProps['color']> = {
  reviewed: 'success',
  shared: 'info',
  due: 'default',
  missed: 'warning',
};
export const periodStatusChip = (status: PeriodStatus) => ({
  label: PERIOD_STATUS_LABELS[status],
  color: PERIOD_STATUS_COLORS[status],
});

/** "4 Dec" for a day. */
export const formatShortDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  });

/** "Fri 4 Dec" for a due day. */
export const formatDueDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });

/** "3 Dec 2026, 14:05" on the viewer's clock. */
export const formatMoment = (iso: string, zone?: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
