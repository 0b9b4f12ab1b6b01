import { type UseFormReturnType, useForm } from '@mantine/form';
import type { SessionState, SessionUser } from '../../session/store';
import type { ContactDetails } from './booking-model';

/** What the checkout's form holds: the contact details, the instructions for the company, and the terms. */
export interface CheckoutValues extends ContactDetails {
  instructions: string;
  terms: boolean;
}

export type CheckoutForm = UseFormReturnType<CheckoutValues>;

/**
 * A signed-in customer's details start from the profile (and are read-only); a returning guest's from their last
 * guest booking on this browser (issue 46), the address only when it is in the zip code of this booking.
 */
export function useCheckoutForm(
  isLoggedIn: boolean,
  user: SessionUser | null,
  guest: SessionState['guestDetails'] = null,
  zipCode = '',
): CheckoutForm {
  const returning = !isLoggedIn ? guest : null;
  return useForm<CheckoutValues>({
    mode: 'controlled',
    initialValues: {
      name: isLoggedIn ? (user?.name ?? '') : (returning?.name ?? ''),
      email: isLoggedIn ? (user?.email ?? '') : (returning?.email ?? ''),
      phone: isLoggedIn ? (user?.phoneNumber ?? '') : (returning?.phone ?? ''),
      address: isLoggedIn ? (user?.address ?? '') : returning?.zipCode === zipCode ? returning.address : '',
      instructions: '',
      terms: false,
    },
  });
}
