import { CONTACT_DESCRIPTION, CONTACT_TITLE, ContactPage } from '../features/inbox/contact-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(CONTACT_TITLE, CONTACT_DESCRIPTION);

export default function ContactRoute() {
  return <ContactPage />;
}
