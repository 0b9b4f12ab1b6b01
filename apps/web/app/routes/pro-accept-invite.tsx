import {
  ACCEPT_INVITE_DESCRIPTION,
  ACCEPT_INVITE_TITLE,
  AcceptInvitePage,
} from '../features/pro-portal/accept-invite-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(ACCEPT_INVITE_TITLE, ACCEPT_INVITE_DESCRIPTION);

export default function ProAcceptInviteRoute() {
  return <AcceptInvitePage />;
}
