/**
 * Inline SVG (no image request) drawn in currentColor, so it follows the colour preset and dark
 * mode. Decorative: the title next to it says what it means.
 */
export function EmptyStateIllustration({ kind }: { kind: 'empty' | 'error' }) {
  return (
    <svg viewBox="0 0 200 140" width="100%" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="124" rx="70" ry="8" fill="currentColor" opacity="0.08" />
      <rect x="44" y="28" width="112" height="84" rx="10" fill="currentColor" opacity="0.12" />
      <rect x="56" y="16" width="112" height="84" rx="10" fill="none" stroke="currentColor" strokeWidth="3" />
      <rect x="70" y="34" width="60" height="8" rx="4" fill="currentColor" opacity="0.35" />
      <rect x="70" y="50" width="84" height="6" rx="3" fill="currentColor" opacity="0.2" />
      <rect x="70" y="63" width="72" height="6" rx="3" fill="currentColor" opacity="0.2" />
      {kind === 'error' ? (
        <g transform="translate(150 96)">
          <circle r="18" fill="currentColor" />
          <path d="M-6 -6 L6 6 M6 -6 L-6 6" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        </g>
      ) : (
        <g transform="translate(150 96)">
          <circle r="14" fill="none" stroke="currentColor" strokeWidth="4" />
          <path d="M10 10 L22 22" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}
