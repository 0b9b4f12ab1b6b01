import { PriceListPage } from '../features/pro-setup/price-list-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Price list', 'The UpKeep company portal.');

export default function ProPriceListRoute() {
  return <PriceListPage />;
}
