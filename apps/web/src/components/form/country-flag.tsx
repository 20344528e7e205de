import PublicIcon from '@mui/icons-material/Public';
import * as Flags from 'country-flag-icons/react/3x2';

type FlagComponent = (props: {
  style?: React.CSSProperties;
  'aria-hidden'?: boolean;
  'data-flag'?: string;
}) => React.JSX.Element;

const FLAG_STYLE: React.CSSProperties = { width: 24, height: 16, display: 'block', borderRadius: 2 };

/**
 * A country's flag as inline SVG from the installed country-flag-icons package. The phone input's
 * default flags come from a CDN, which our content-security policy forbids. This module holds every
 * flag, so phone-field.tsx loads it lazily and nothing else imports it.
 */
export default function CountryFlag({ isoCode }: { isoCode: string }) {
  const Flag = (Flags as unknown as Record<string, FlagComponent | undefined>)[isoCode.replace('-', '_')];
  // Decorative: the country name is given by the surrounding menu item or button label.
  return Flag ? (
    <Flag aria-hidden style={FLAG_STYLE} data-flag={isoCode} />
  ) : (
    <PublicIcon aria-hidden sx={{ fontSize: 20 }} />
  );
}
