/**
 * Browsers list some zones by names the IANA database has since replaced (V8 returns "Asia/Calcutta",
 * "Europe/Kiev"). People search for today's names, so the list shows and stores those, and still
 * matches the old ones.
 */
const MODERN_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

const isKnownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Today's name of a zone, when the runtime understands it; otherwise the name given. */
export function modernZoneName(zone: string): string {
  const modern = MODERN_NAMES[zone];
  return modern && isKnownZone(modern) ? modern : zone;
}

/** The old name a modern one replaced, for search. */
export const legacyZoneName = (zone: string): string | undefined =>
  Object.keys(MODERN_NAMES).find((legacy) => MODERN_NAMES[legacy] === zone);

export interface TimezoneOption {
  /** The IANA name that is stored and sent, e.g. "Europe/London". */
  value: string;
  /** "(UTC+01:00) Europe/London", with the offset in force today. */
  label: string;
  offsetMinutes: number;
  /** What a search matches: the name with spaces for underscores, and the offset. */
  search: string;
}

/** The zone's offset from UTC at the given moment, in minutes (DST-aware, from Intl). */
export function utcOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
    if (!match) return 0; // "GMT" alone: UTC itself
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return 0;
  }
}

export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const readable = (zone: string) => zone.replace(/_/g, ' ');

export function timezoneOption(zone: string, at: Date = new Date()): TimezoneOption {
  const offsetMinutes = utcOffsetMinutes(zone, at);
  const offset = formatUtcOffset(offsetMinutes);
  return {
    value: zone,
    label: `(${offset}) ${readable(zone)}`,
    offsetMinutes,
    search:
      `${readable(zone)} ${zone} ${legacyZoneName(zone) ?? ''} ${offset} ${offset.replace(':00', '')}`.toLowerCase(),
  };
}

let cached: TimezoneOption[] | null = null;

/** Every zone the browser knows (spec section 9: a full list with UTC offsets), west to east. */
export function listTimezones(at?: Date): TimezoneOption[] {
  // Four hundred Intl formatters are not free; today's offsets hold for the life of the page.
  if (!at) return (cached ??= listTimezones(new Date()));
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(listed.map(modernZoneName));
  zones.add('UTC'); // some engines list only the Etc/ aliases
  return [...zones]
    .map((zone) => timezoneOption(zone, at))
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.value.localeCompare(b.value));
}

export const browserTimezone = (): string | null => {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? modernZoneName(zone) : null;
  } catch {
    return null;
  }
};

/** The time of day now in the zone, e.g. "14:05", to show next to a profile's timezone. */
export function localTimeIn(timeZone: string, at: Date = new Date()): string | null {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(at);
  } catch {
    return null;
  }
}
