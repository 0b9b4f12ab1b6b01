import { MY_BOOKING_DESCRIPTION, MY_BOOKING_TITLE, MyBookingPage } from '../features/guest-access/my-booking-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

/** A private link: never indexed (the server also sends X-Robots-Tag and no referrer for its path). */
export const meta = () => [
  ...pageMeta(i18n._(MY_BOOKING_TITLE), i18n._(MY_BOOKING_DESCRIPTION)),
  { name: 'robots', content: 'noindex' },
];

export default function MyBookingRoute() {
  return <MyBookingPage />;
}
