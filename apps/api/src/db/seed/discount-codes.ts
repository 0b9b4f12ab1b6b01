/** The demo discount codes: one of each kind (percentage, amount, expired, service-restricted, inactive). */
import { ServiceId } from '../../../../../packages/contract/src/catalog-ids.ts';
import { addDays, isoDate, localDateOf } from './time.ts';

export interface DiscountCodeSeed {
  code: string;
  amountCents: number | null;
  percentage: number | null;
  serviceId: number | null;
  expirationDate: string;
  active: boolean;
  /** The seed's instant (the column's default, the clock, would make two seeds differ). */
  createdAt: Date;
}

export function discountCodes(now: Date): DiscountCodeSeed[] {
  const today = localDateOf(now);
  const inDays = (days: number) => isoDate(addDays(today, days));
  const codes: Omit<DiscountCodeSeed, 'createdAt'>[] = [
    // 15% off the price of any service, for new customers.
    {
      code: 'WELCOME15',
      amountCents: null,
      percentage: 0.15,
      serviceId: null,
      expirationDate: inDays(730),
      active: true,
    },
    // $20 off any service.
    { code: 'SAVE20', amountCents: 2000, percentage: null, serviceId: null, expirationDate: inDays(365), active: true },
    // Expired.
    {
      code: 'SUMMER2024',
      amountCents: null,
      percentage: 0.1,
      serviceId: null,
      expirationDate: '2024-09-30',
      active: true,
    },
    // Only for Pool Service.
    {
      code: 'POOL10',
      amountCents: null,
      percentage: 0.1,
      serviceId: ServiceId.PoolService,
      expirationDate: inDays(365),
      active: true,
    },
    // Only for HVAC Service, a fixed amount.
    {
      code: 'COOLDOWN25',
      amountCents: 2500,
      percentage: null,
      serviceId: ServiceId.HvacService,
      expirationDate: inDays(180),
      active: true,
    },
    // Switched off by UpKeep before its expiry.
    {
      code: 'FRIENDS30',
      amountCents: null,
      percentage: 0.3,
      serviceId: null,
      expirationDate: inDays(365),
      active: false,
    },
  ];
  return codes.map((code) => ({ ...code, createdAt: now }));
}
