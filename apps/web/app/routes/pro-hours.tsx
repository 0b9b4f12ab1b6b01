import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Hours & time off', 'The UpKeep company portal.');

export default function ProHoursRoute() {
  return <PlaceholderPage title="Hours & time off" description="This screen is being built." />;
}
