/** POST /customer/discount-code/{code}: checks a code for the booking's service (signed-in customers only). */
import { useMutation } from '@tanstack/react-query';
import { type DiscountCode, discountCodeResponse } from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';

export interface DiscountCodeCheck {
  code: string;
  serviceId: number;
  token: string;
}

export function checkDiscountCode({ code, serviceId, token }: DiscountCodeCheck): Promise<DiscountCode> {
  return apiRequest(`/customer/discount-code/${encodeURIComponent(code)}`, {
    method: 'POST',
    body: { ServiceID: serviceId },
    token,
    schema: discountCodeResponse,
  }).then((r) => r.data);
}

export const useCheckDiscountCode = () => useMutation({ mutationFn: checkDiscountCode });
