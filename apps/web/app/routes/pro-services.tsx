import { ServicesPage } from '../features/pro-setup/services-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Services & prices', 'The UpKeep company portal.');

export default function ProServicesRoute() {
  return <ServicesPage />;
}
