/**
 * /pro/accept-invite?token=…: the link of an invitation e-mail. The invited user (a new company's owner, or
 * office staff invited by the owner) chooses a password once, and is signed in: an owner whose company is
 * still setting up goes to the setup, everyone else to the jobs. A used or expired link says so. A crew member
 * invited in Spanish opens its twin, /es/pro/accept-invite (issue 49), whose words are the catalogue's.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CompanyUser } from '@upkeep/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { useCompanySession } from '../../session/realm-session';
import { AcceptInviteForm } from '../../shared/one-time-link/accept-invite-form';
import { useAcceptInvite } from './api/accept-invite';
import { AuthCard } from './auth-card';

export const ACCEPT_INVITE_TITLE: MessageDescriptor = msg`Accept your invitation`;
export const ACCEPT_INVITE_DESCRIPTION: MessageDescriptor = msg`Choose the password you will sign in to the UpKeep company portal with.`;

/** An owner whose company is not live yet sets it up first; everyone else starts with the jobs. */
export function landingAfterInvite(user: CompanyUser): string {
  if (user.role === 'crew') return '/pro/my-jobs';
  return user.role === 'owner' && user.companyState === 'setting_up' ? '/pro/setup' : '/pro/jobs';
}

export function AcceptInvitePage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const { i18n } = useLingui();
  const inLocale = useLocalePath();
  return (
    <AuthCard title={i18n._(ACCEPT_INVITE_TITLE)} description={token ? i18n._(ACCEPT_INVITE_DESCRIPTION) : undefined}>
      <AcceptInviteForm
        token={token}
        signInPath={inLocale('/pro/sign-in')}
        accept={accept}
        onAccepted={(session) => {
          useCompanySession.getState().signedIn(session);
          navigate(landingAfterInvite(session.user), { replace: true });
        }}
      />
    </AuthCard>
  );
}
