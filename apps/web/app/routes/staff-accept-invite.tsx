import {
  STAFF_ACCEPT_INVITE_DESCRIPTION,
  STAFF_ACCEPT_INVITE_TITLE,
  StaffAcceptInvitePage,
} from '../features/staff-console/accept-invite-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(STAFF_ACCEPT_INVITE_TITLE, STAFF_ACCEPT_INVITE_DESCRIPTION);

export default function StaffAcceptInviteRoute() {
  return <StaffAcceptInvitePage />;
}
