import { msg } from '@lingui/core/macro';
import { BookingPage } from '../features/booking/booking-page';
import { i18n } from '../i18n/catalogs';
import { readSessionBackNow } from '../session/hydration';
import { pageMeta } from '../ui/meta';

const TITLE = msg`Get an estimate`;
const DESCRIPTION = msg`Choose a date and a time slot with the company you picked.`;

// The booking is kept in the session: the screen's first render knows it (issue 48).
readSessionBackNow();

export const meta = () => pageMeta(i18n._(TITLE), i18n._(DESCRIPTION));

export default function BookingRoute() {
  return <BookingPage />;
}
