import {
  ACCEPT_INVITE_DESCRIPTION,
  ACCEPT_INVITE_TITLE,
  AcceptInvitePage,
} from '../features/pro-portal/accept-invite-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(ACCEPT_INVITE_TITLE), i18n._(ACCEPT_INVITE_DESCRIPTION));

export default function ProAcceptInviteRoute() {
  return <AcceptInvitePage />;
}
