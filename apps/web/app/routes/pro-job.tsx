import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Job', 'The UpKeep company portal.');

export default function ProJobRoute() {
  return <PlaceholderPage title="Job" description="This screen is being built." />;
}
