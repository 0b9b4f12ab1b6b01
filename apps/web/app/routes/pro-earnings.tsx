import { EarningsPage } from '../features/pro-insights/earnings-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Earnings', 'The UpKeep company portal.');

export default function ProEarningsRoute() {
  return <EarningsPage />;
}
