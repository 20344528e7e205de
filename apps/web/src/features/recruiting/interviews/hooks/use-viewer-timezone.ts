import { useSession } from '../../../../lib/session-hooks';
import { browserTimezone } from '../../../../lib/timezones';

/** The zone the signed-in person reads times in: their profile's, else the browser's. */
export function useViewerTimezone(): string {
  const zone = useSession().user?.timezone;
  return zone || browserTimezone() || 'UTC';
}
