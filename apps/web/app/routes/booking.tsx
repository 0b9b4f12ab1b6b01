import { msg } from '@lingui/core/macro';
import { BookingPage } from '../features/booking/booking-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

const TITLE = msg`Get an estimate`;
const DESCRIPTION = msg`Choose a date and a time slot with the company you picked.`;

export const meta = () => pageMeta(i18n._(TITLE), i18n._(DESCRIPTION));

export default function BookingRoute() {
  return <BookingPage />;
}
