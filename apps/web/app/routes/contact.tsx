import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Contact us';
const DESCRIPTION = 'Send us a message; we answer within one business day.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function ContactRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
