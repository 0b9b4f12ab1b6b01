import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Partner with us';
const DESCRIPTION = 'Grow your home-services business with UpKeep.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function PartnerUsRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
