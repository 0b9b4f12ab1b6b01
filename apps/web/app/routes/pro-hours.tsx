import { HoursPage } from '../features/pro-setup/hours-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Hours & time off', 'The UpKeep company portal.');

export default function ProHoursRoute() {
  return <HoursPage />;
}
