import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Company profile', 'The UpKeep company portal.');

export default function ProProfileRoute() {
  return <PlaceholderPage title="Company profile" description="This screen is being built." />;
}
