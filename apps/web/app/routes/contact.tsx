import { CONTACT_DESCRIPTION, CONTACT_TITLE, ContactPage } from '../features/inbox/contact-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(CONTACT_TITLE), i18n._(CONTACT_DESCRIPTION));

export default function ContactRoute() {
  return <ContactPage />;
}
