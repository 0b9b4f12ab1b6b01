import { REVIEWS_DESCRIPTION, REVIEWS_TITLE, ReviewsPage } from '../features/content/reviews-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

/** `/reviews` and `/es/reviews`: the page's language is active when its meta is written (entry.server.tsx). */
export const meta = () => pageMeta(i18n._(REVIEWS_TITLE), i18n._(REVIEWS_DESCRIPTION));

export default function ReviewsRoute() {
  return <ReviewsPage />;
}
