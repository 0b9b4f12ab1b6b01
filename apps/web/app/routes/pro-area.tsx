import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Service area', 'The UpKeep company portal.');

export default function ProAreaRoute() {
  return <PlaceholderPage title="Service area" description="This screen is being built." />;
}
