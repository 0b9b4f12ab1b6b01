import { type UseFormReturnType, useForm } from '@mantine/form';
import type { SessionUser } from '../../session/store';
import type { ContactDetails } from './booking-model';

/** What the checkout's form holds: the contact details, the instructions for the company, and the terms. */
export interface CheckoutValues extends ContactDetails {
  instructions: string;
  terms: boolean;
}

export type CheckoutForm = UseFormReturnType<CheckoutValues>;

/** A signed-in customer's details start from the profile (and are read-only); a guest types them. */
export function useCheckoutForm(isLoggedIn: boolean, user: SessionUser | null): CheckoutForm {
  return useForm<CheckoutValues>({
    mode: 'controlled',
    initialValues: {
      name: isLoggedIn ? (user?.name ?? '') : '',
      email: isLoggedIn ? (user?.email ?? '') : '',
      phone: isLoggedIn ? (user?.phoneNumber ?? '') : '',
      address: isLoggedIn ? (user?.address ?? '') : '',
      instructions: '',
      terms: false,
    },
  });
}
