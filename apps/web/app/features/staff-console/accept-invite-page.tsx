/**
 * /staff/accept-invite?token=…: the link of a staff invitation e-mail (an administrator invited this person).
 * They choose a password once and are signed in to the console, on the inbox. A used, expired or unknown
 * link shows the server's message with a way to the staff sign-in. Outside the console's frame, like sign-in.
 */
import { useNavigate, useSearchParams } from 'react-router';
import { useStaffSession } from '../../session/realm-session';
import { AcceptInviteForm } from '../../shared/one-time-link/accept-invite-form';
import { AuthCard } from '../../ui/auth-card';
import { useAcceptStaffInvite } from './api/accept-staff-invite';

export const STAFF_ACCEPT_INVITE_TITLE = 'Accept your invitation';
export const STAFF_ACCEPT_INVITE_DESCRIPTION = "Choose the password you will sign in to UpKeep's staff console with.";

export function StaffAcceptInvitePage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const accept = useAcceptStaffInvite();
  return (
    <AuthCard
      brand="UpKeep Staff"
      title={STAFF_ACCEPT_INVITE_TITLE}
      description={token ? STAFF_ACCEPT_INVITE_DESCRIPTION : undefined}
    >
      <AcceptInviteForm
        token={token}
        signInPath="/staff/sign-in"
        accept={accept}
        onAccepted={(session) => {
          useStaffSession.getState().signedIn(session);
          navigate('/staff/inbox', { replace: true });
        }}
      />
    </AuthCard>
  );
}
