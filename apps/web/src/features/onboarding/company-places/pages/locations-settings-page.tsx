import { usePageTitle } from '../../../../lib/page-title';
import { PlacesSettings } from '../components/places-settings';

/** /onboarding/settings/locations */
export default function LocationsSettingsPage() {
  usePageTitle('Locations');
  return <PlacesSettings kind="locations" />;
}
