import { LeadsPage } from '../features/pro-insights/leads-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Leads', 'The UpKeep company portal.');

export default function ProLeadsRoute() {
  return <LeadsPage />;
}
