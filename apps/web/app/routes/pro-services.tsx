import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Services & prices', 'The UpKeep company portal.');

export default function ProServicesRoute() {
  return <PlaceholderPage title="Services & prices" description="This screen is being built." />;
}
