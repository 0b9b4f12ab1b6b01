import { AreaPage } from '../features/pro-setup/area-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Service area', 'The UpKeep company portal.');

export default function ProAreaRoute() {
  return <AreaPage />;
}
