import { Box, Chip, Typography } from '@mui/material';
import { useTheme, type Theme } from '@mui/material/styles';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';

// The helper lives in the app theme; features reach it through useTheme() (STYLE.md 7).
type StatusKind = Parameters<Theme['statusColor']>[0];

const STATUS_SAMPLES: ReadonlyArray<{ kind: StatusKind; label: string; customColor?: string }> = [
  { kind: 'success', label: 'Hired' },
  { kind: 'warning', label: 'Offer pending' },
  { kind: 'danger', label: 'Rejected' },
  { kind: 'started', label: 'Interviewing' },
  { kind: 'custom', label: 'On hold' },
  { kind: 'darkDanger', label: 'Withdrawn' },
  { kind: 'primary', label: 'New' },
  { kind: 'customColor', label: 'Referral', customColor: '#0d9488' },
];

const SETTING_LABELS: Record<keyof Theme['interfaceSettings'], string> = {
  direction: 'Direction',
  layout: 'Layout',
  colorPreset: 'Colour preset',
  contrast: 'Contrast',
  navColor: 'Nav colour',
  paletteMode: 'Palette mode',
  stretch: 'Stretch',
  disableButtonsOnLoginAs: 'Disable buttons on login as',
};

/** The shell's pieces: status colours, breadcrumbs and the interface settings now in effect. */
export function ShellSection() {
  const theme = useTheme();
  const settings = theme.interfaceSettings;
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        Status colours
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {STATUS_SAMPLES.map(({ kind, label, customColor }) => (
          <Chip
            key={kind}
            label={`${label} (${kind})`}
            size="small"
            sx={{ ...theme.statusColor(kind, customColor), fontWeight: 600 }}
          />
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3">
        Breadcrumbs
      </Typography>
      <Breadcrumbs
        label="Sample breadcrumb"
        items={[
          { label: 'Recruiting' },
          { label: 'Jobs', to: '/jobs' },
          { label: 'Senior Data Engineer', to: '/jobs/42' },
          { label: 'Pipeline' },
        ]}
      />
      <Typography variant="subtitle2" component="h3">
        Settings in effect
      </Typography>
      <Box
        component="dl"
        aria-label="Settings in effect"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xxs: '1fr 1fr', md: 'repeat(4, auto 1fr)' },
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        {(Object.keys(SETTING_LABELS) as Array<keyof typeof SETTING_LABELS>).map((key) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {SETTING_LABELS[key]}
            </Typography>
            <Typography component="dd" variant="body2" data-setting={key}>
              {String(settings[key])}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
