import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Leads', 'The UpKeep company portal.');

export default function ProLeadsRoute() {
  return <PlaceholderPage title="Leads" description="This screen is being built." />;
}
