import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';

/** Placeholder: API-B: tickets, UpKeep status moves, refunds. */
export const staffTicketRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async () => {};
