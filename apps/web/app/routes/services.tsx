import { SERVICES_DESCRIPTION, SERVICES_TITLE, ServicesPage } from '../features/content/services-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(SERVICES_TITLE), i18n._(SERVICES_DESCRIPTION));

export default function ServicesRoute() {
  return <ServicesPage />;
}
