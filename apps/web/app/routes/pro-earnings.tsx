import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Earnings', 'The UpKeep company portal.');

export default function ProEarningsRoute() {
  return <PlaceholderPage title="Earnings" description="This screen is being built." />;
}
