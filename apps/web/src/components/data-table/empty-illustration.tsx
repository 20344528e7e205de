import { useTheme } from '@mui/material/styles';

/** An empty folder, drawn inline so the app needs no external image (DESIGN.md section 4: no third-party origins). */
export function EmptyIllustration({ isError = false }: { isError?: boolean }) {
  const theme = useTheme();
  const accent = isError ? theme.palette.error.main : theme.palette.primary.main;
  const paper = theme.palette.background.paper;
  const line = theme.palette.divider;
  return (
    <svg width="160" height="120" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="56" ry="6" fill={line} />
      <path d="M28 36h38l8 10h58v52a6 6 0 0 1-6 6H34a6 6 0 0 1-6-6z" fill={accent} opacity="0.18" />
      <rect x="40" y="22" width="80" height="62" rx="4" fill={paper} stroke={line} strokeWidth="2" />
      <rect x="50" y="34" width="44" height="5" rx="2.5" fill={line} />
      <rect x="50" y="46" width="60" height="5" rx="2.5" fill={line} />
      <rect x="50" y="58" width="36" height="5" rx="2.5" fill={line} />
      <path d="M22 52h116l-8 46a6 6 0 0 1-6 5H36a6 6 0 0 1-6-5z" fill={accent} opacity="0.35" />
      {isError ? (
        <g stroke={accent} strokeWidth="4" strokeLinecap="round">
          <path d="M72 70l16 16M88 70L72 86" />
        </g>
      ) : (
        <circle cx="80" cy="78" r="8" fill="none" stroke={accent} strokeWidth="4" />
      )}
    </svg>
  );
}
