/** PUT /company/users/{id}/alerts: a user's "Tell me about new bookings" and mobile number; the team is read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingAlertEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proKeys } from './keys';

export interface MemberAlerts {
  userId: number;
  bookingAlerts?: boolean;
  /** 10 digits, or '' to remove it. */
  phoneNumber?: string;
}

export function updateMemberAlerts({ userId, ...body }: MemberAlerts, token: string) {
  return api(bookingAlertEndpoints.updateCompanyUserAlerts, { token, params: { id: userId }, body }).then(
    (r) => r.data,
  );
}

export function useUpdateMemberAlerts(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alerts: MemberAlerts) => updateMemberAlerts(alerts, token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proKeys.team(token) }),
  });
}
