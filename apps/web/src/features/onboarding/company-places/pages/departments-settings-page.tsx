import { usePageTitle } from '../../../../lib/page-title';
import { PlacesSettings } from '../components/places-settings';

/** /onboarding/settings/departments */
export default function DepartmentsSettingsPage() {
  usePageTitle('Departments');
  return <PlacesSettings kind="departments" />;
}
