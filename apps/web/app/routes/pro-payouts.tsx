import { PayoutsPage } from '../features/pro-payouts/payouts-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Payouts', 'The UpKeep company portal.');

export default function ProPayoutsRoute() {
  return <PayoutsPage />;
}
