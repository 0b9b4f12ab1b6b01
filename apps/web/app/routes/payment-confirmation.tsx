import { msg } from '@lingui/core/macro';
import { ConfirmationPage } from '../features/booking/confirmation-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

const TITLE = msg`Request sent`;
const DESCRIPTION = msg`Your booking request was sent to the company, who confirms it. We let you know by e-mail and text.`;

export const meta = () => pageMeta(i18n._(TITLE), i18n._(DESCRIPTION));

export default function PaymentConfirmationRoute() {
  return <ConfirmationPage />;
}
