import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Jobs', 'The UpKeep company portal.');

export default function ProJobsRoute() {
  return <PlaceholderPage title="Jobs" description="This screen is being built." />;
}
