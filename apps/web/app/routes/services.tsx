import { SERVICES_DESCRIPTION, SERVICES_TITLE, ServicesPage } from '../features/content/services-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(SERVICES_TITLE, SERVICES_DESCRIPTION);

export default function ServicesRoute() {
  return <ServicesPage />;
}
