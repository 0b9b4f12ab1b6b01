/** POST /customer/discount-code/{code}: checks a code for the booking's service (signed-in customers only). */
import { useMutation } from '@tanstack/react-query';
import { bookingEndpoints, type DiscountCode } from '@upkeep/contract';
import { api } from '../../../lib/api';

export interface DiscountCodeCheck {
  code: string;
  serviceId: number;
  token: string;
}

export function checkDiscountCode({ code, serviceId, token }: DiscountCodeCheck): Promise<DiscountCode> {
  return api(bookingEndpoints.discountCode, { params: { code }, body: { ServiceID: serviceId }, token }).then(
    (r) => r.data,
  );
}

export const useCheckDiscountCode = () => useMutation({ mutationFn: checkDiscountCode });
