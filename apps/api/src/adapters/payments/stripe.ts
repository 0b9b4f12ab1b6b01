/** Stripe, when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set: the real thing, through its SDK. */
import { DEFAULT_PAYOUT_SCHEDULE, PAYOUT_WEEKDAYS, type PayoutSchedule } from '@upkeep/contract';
import Stripe from 'stripe';
import {
  type AccountLink,
  BALANCE_INSUFFICIENT,
  type CardMethod,
  type ConnectEvent,
  type ConnectedAccount,
  type CreateAccountInput,
  type CreateIntentInput,
  type CreateTransferInput,
  type Intent,
  type OffSessionChargeInput,
  type PaymentProvider,
  PaymentProviderError,
  type Payout,
  type SavedCardConfirmation,
  type SetupIntent,
  type Transfer,
} from './provider.ts';

const toIntent = (pi: Stripe.PaymentIntent): Intent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  amountCents: pi.amount,
  currency: pi.currency,
  status: pi.status,
  metadata: pi.metadata,
  lastError: pi.last_payment_error
    ? {
        code: pi.last_payment_error.code ?? 'card_error',
        message: pi.last_payment_error.message ?? 'The payment failed.',
      }
    : null,
});

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const toSetupIntent = (setup: Stripe.SetupIntent): SetupIntent => ({
  id: setup.id,
  clientSecret: setup.client_secret ?? '',
  status: setup.status,
  customerId: idOf(setup.customer) ?? '',
  paymentMethodId: idOf(setup.payment_method),
  lastError: setup.last_setup_error
    ? {
        code: setup.last_setup_error.code ?? 'card_error',
        message: setup.last_setup_error.message ?? 'The card could not be saved.',
      }
    : null,
});

const toCardMethod = (method: Stripe.PaymentMethod): CardMethod => ({
  id: method.id,
  customerId: idOf(method.customer),
  brand: method.card?.brand ?? 'unknown',
  last4: method.card?.last4 ?? '',
  expMonth: method.card?.exp_month ?? 0,
  expYear: method.card?.exp_year ?? 0,
});

/** A connected account as Stripe answers it (its bank is the first external account, when listed). */
export const toConnectedAccount = (account: Stripe.Account): ConnectedAccount => {
  const bank = account.external_accounts?.data.find((external) => external.object === 'bank_account');
  return {
    id: account.id,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirements: {
      currentlyDue: account.requirements?.currently_due ?? [],
      pastDue: account.requirements?.past_due ?? [],
      disabledReason: account.requirements?.disabled_reason ?? null,
    },
    bankLast4: bank?.last4 ?? null,
    payoutSchedule: toSchedule(account.settings?.payouts?.schedule),
  };
};

/** Stripe's payout schedule in the product's terms (`manual` is never set by UpKeep: read as the default). */
function toSchedule(schedule: Stripe.Account.Settings.Payouts.Schedule | undefined): PayoutSchedule {
  const weekday = PAYOUT_WEEKDAYS.find((day) => day === schedule?.weekly_anchor);
  const interval = schedule?.interval;
  return {
    interval: interval === 'daily' || interval === 'weekly' || interval === 'monthly' ? interval : 'weekly',
    weeklyAnchor: weekday ?? DEFAULT_PAYOUT_SCHEDULE.weeklyAnchor,
    monthlyAnchor: schedule?.monthly_anchor ?? DEFAULT_PAYOUT_SCHEDULE.monthlyAnchor,
  };
}

/** The schedule as Stripe's `settings.payouts.schedule` takes it (an anchor only for its interval). */
export const stripeSchedule = (schedule: PayoutSchedule) => ({
  interval: schedule.interval,
  ...(schedule.interval === 'weekly' ? { weekly_anchor: schedule.weeklyAnchor } : {}),
  ...(schedule.interval === 'monthly' ? { monthly_anchor: schedule.monthlyAnchor } : {}),
});

const toTransfer = (transfer: Stripe.Transfer): Transfer => ({
  id: transfer.id,
  amountCents: transfer.amount,
  destination: typeof transfer.destination === 'string' ? transfer.destination : (transfer.destination?.id ?? ''),
  transferGroup: transfer.transfer_group ?? null,
  sourceTransaction:
    typeof transfer.source_transaction === 'string'
      ? transfer.source_transaction
      : (transfer.source_transaction?.id ?? null),
  metadata: transfer.metadata,
});

const toPayout = (payout: Stripe.Payout): Payout => ({
  id: payout.id,
  amountCents: payout.amount,
  status:
    payout.status === 'paid'
      ? 'paid'
      : payout.status === 'failed' || payout.status === 'canceled'
        ? 'failed'
        : 'in_transit',
  arrivalAt: new Date(payout.arrival_date * 1000),
  failureCode: payout.failure_code ?? null,
});

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly #stripe: Stripe;

  /** `connection`: where the API is (a test points the real client at a local server that records requests). */
  constructor(
    secretKey: string,
    readonly publishableKey: string,
    connection: Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> = {},
  ) {
    this.#stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...connection });
  }

  async createIntent(input: CreateIntentInput): Promise<Intent> {
    const pi = await this.#stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        description: input.description,
        metadata: input.metadata,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toIntent(pi);
  }

  async retrieveIntent(id: string): Promise<Intent> {
    return toIntent(await this.#stripe.paymentIntents.retrieve(id));
  }

  async refund(intentId: string, amountCents?: number, idempotencyKey?: string): Promise<void> {
    await this.#stripe.refunds.create(
      { payment_intent: intentId, ...(amountCents ? { amount: amountCents } : {}) },
      { idempotencyKey: idempotencyKey ?? `refund-${intentId}-${amountCents ?? 'all'}` },
    );
  }

  async createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<{ id: string }> {
    const customer = await this.#stripe.customers.create(
      { email: input.email, name: input.name },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: customer.id };
  }

  async createSetupIntent(input: {
    customerId: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<SetupIntent> {
    const setup = await this.#stripe.setupIntents.create(
      {
        customer: input.customerId,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toSetupIntent(setup);
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntent> {
    return toSetupIntent(await this.#stripe.setupIntents.retrieve(id));
  }

  async retrievePaymentMethod(id: string): Promise<CardMethod> {
    return toCardMethod(await this.#stripe.paymentMethods.retrieve(id));
  }

  async detachPaymentMethod(id: string): Promise<void> {
    await this.#stripe.paymentMethods.detach(id);
  }

  /**
   * The intent is the customer's first (a saved card pays only its own customer's intents), then confirmed with
   * the card; a 3-D Secure step is Stripe.js's (`handleNextAction` in the browser): no redirect of our own.
   */
  async confirmWithSavedCard(input: {
    intentId: string;
    customerId: string;
    paymentMethodId: string;
    returnUrl: string | null;
  }): Promise<SavedCardConfirmation> {
    await this.#stripe.paymentIntents.update(input.intentId, { customer: input.customerId });
    try {
      const pi = await this.#stripe.paymentIntents.confirm(input.intentId, { payment_method: input.paymentMethodId });
      return { intent: toIntent(pi), nextAction: null };
    } catch (error) {
      const pi = error instanceof Stripe.errors.StripeCardError ? error.payment_intent : undefined;
      if (pi) return { intent: toIntent(pi), nextAction: null };
      throw error;
    }
  }

  /** Off session: a card error (a decline, `authentication_required`) is answered as the intent it left. */
  async chargeOffSession(input: OffSessionChargeInput): Promise<Intent> {
    try {
      if (input.intentId) {
        // The payment's own intent, not paid yet: its amount and customer set, then confirmed off session.
        await this.#stripe.paymentIntents.update(input.intentId, {
          amount: input.amountCents,
          customer: input.customerId,
        });
        return toIntent(
          await this.#stripe.paymentIntents.confirm(
            input.intentId,
            { payment_method: input.paymentMethodId, off_session: true },
            { idempotencyKey: input.idempotencyKey },
          ),
        );
      }
      const pi = await this.#stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toIntent(pi);
    } catch (error) {
      const pi = error instanceof Stripe.errors.StripeCardError ? error.payment_intent : undefined;
      if (pi) return toIntent(pi);
      throw error;
    }
  }

  async createConnectedAccount(input: CreateAccountInput): Promise<ConnectedAccount> {
    const account = await this.#stripe.accounts.create(
      {
        type: 'express',
        country: 'US',
        email: input.email,
        business_profile: { name: input.businessName },
        capabilities: { transfers: { requested: true } },
        settings: { payouts: { schedule: stripeSchedule(DEFAULT_PAYOUT_SCHEDULE) } },
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toConnectedAccount(account);
  }

  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount> {
    return toConnectedAccount(await this.#stripe.accounts.retrieve(accountId));
  }

  async createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<AccountLink> {
    const link = await this.#stripe.accountLinks.create({
      account: input.accountId,
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      type: 'account_onboarding',
    });
    return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
  }

  async createTransfer(input: CreateTransferInput): Promise<Transfer> {
    // The funding charge is the intent's latest charge: a transfer tied to it waits for that money to settle.
    let sourceTransaction: string | null = null;
    if (input.sourcePaymentIntentId) {
      const intent = await this.#stripe.paymentIntents.retrieve(input.sourcePaymentIntentId);
      const charge = intent.latest_charge;
      sourceTransaction = typeof charge === 'string' ? charge : (charge?.id ?? null);
    }
    const transfer = await this.#stripe.transfers.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        destination: input.destination,
        transfer_group: input.transferGroup,
        ...(sourceTransaction ? { source_transaction: sourceTransaction } : {}),
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toTransfer(transfer);
  }

  async reverseTransfer(input: { transferId: string; amountCents: number; idempotencyKey: string }) {
    try {
      const reversal = await this.#stripe.transfers.createReversal(
        input.transferId,
        { amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: reversal.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === BALANCE_INSUFFICIENT) {
        throw new PaymentProviderError(error.message, BALANCE_INSUFFICIENT);
      }
      throw error;
    }
  }

  async updatePayoutSchedule(accountId: string, schedule: PayoutSchedule): Promise<ConnectedAccount> {
    const account = await this.#stripe.accounts.update(accountId, {
      settings: { payouts: { schedule: stripeSchedule(schedule) } },
    });
    return toConnectedAccount(account);
  }

  async retrieveBalance(accountId: string) {
    const balance = await this.#stripe.balance.retrieve({}, { stripeAccount: accountId });
    const usd = (funds: { amount: number; currency: string }[]) =>
      funds.filter((f) => f.currency === 'usd').reduce((sum, f) => sum + f.amount, 0);
    return { pendingCents: usd(balance.pending), availableCents: usd(balance.available) };
  }

  /** A webhook delivery, checked against the endpoint's signing secret on the raw body. */
  static verifyWebhook(rawBody: Buffer, signature: string, secret: string): Stripe.Event {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  }

  /** A Connect webhook's event as the payouts module reads it: the account or the payout it carries. */
  static connectEvent(event: Stripe.Event): ConnectEvent {
    return {
      id: event.id,
      type: event.type,
      accountId: event.account ?? null,
      account: event.type === 'account.updated' ? toConnectedAccount(event.data.object as Stripe.Account) : null,
      payout: event.type.startsWith('payout.') ? toPayout(event.data.object as Stripe.Payout) : null,
      transfer: StripeProvider.transferFromEvent(event),
    };
  }

  /** The transfer a `transfer.created` event carries (the platform's own event), else null. */
  static transferFromEvent(event: Stripe.Event): Transfer | null {
    return event.type === 'transfer.created' ? toTransfer(event.data.object as Stripe.Transfer) : null;
  }

  static intentFromEvent(event: Stripe.Event): Intent | null {
    if (!event.type.startsWith('payment_intent.')) return null;
    return toIntent(event.data.object as Stripe.PaymentIntent);
  }
}
