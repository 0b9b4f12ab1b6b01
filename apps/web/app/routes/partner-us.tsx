import { PARTNER_DESCRIPTION, PARTNER_TITLE, PartnerPage } from '../features/inbox/partner-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(PARTNER_TITLE), i18n._(PARTNER_DESCRIPTION));

export default function PartnerUsRoute() {
  return <PartnerPage />;
}
