import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Price list', 'The UpKeep company portal.');

export default function ProPriceListRoute() {
  return <PlaceholderPage title="Price list" description="This screen is being built." />;
}
