import {
  sandboxAuthenticateRequest,
  sandboxAuthenticateResponse,
  sandboxConfirmParams,
  sandboxConfirmRequest,
  sandboxConfirmResponse,
} from '../booking.ts';
import { errorEnvelope } from '../envelope.ts';
import {
  cardSetupResponse,
  payWithSavedCardRequest,
  payWithSavedCardResponse,
  savedCardParams,
  savedCardsResponse,
} from '../payment-methods.ts';
import { emptyResponse } from './accounts.ts';
import { defineEndpoint } from './define.ts';
import { paymentErrors } from './payments.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope };

/** Saved cards (issue 31): a signed-in customer's, saved through a SetupIntent, paid with in one tap. */
export const paymentMethodEndpoints = {
  savedCards: defineEndpoint({
    method: 'GET',
    path: '/customer/payment-methods',
    auth: 'customer',
    tags: ['payments'],
    summary: "The customer's saved cards (brand, last four digits, expiry), newest first",
    responses: { 200: savedCardsResponse, 401: errorEnvelope },
  }),
  addCard: defineEndpoint({
    method: 'POST',
    path: '/customer/payment-methods',
    auth: 'customer',
    tags: ['payments'],
    summary:
      'Start saving a card: a SetupIntent the browser confirms with the card (3-D Secure included); GET lists it once confirmed',
    responses: { 201: cardSetupResponse, ...errors },
  }),
  removeCard: defineEndpoint({
    method: 'DELETE',
    path: '/customer/payment-methods/:id',
    auth: 'customer',
    tags: ['payments'],
    summary: 'Remove a saved card (detached from the customer at the provider)',
    params: savedCardParams,
    responses: { 200: emptyResponse, ...errors },
  }),
  payWithSavedCard: defineEndpoint({
    method: 'POST',
    path: '/customer/payment-methods/:id/pay',
    auth: 'customer',
    tags: ['payments'],
    summary:
      "Pay one of the customer's payment intents (a booking, a reschedule fee, an extra charge) with a saved card; validate it as after a card",
    params: savedCardParams,
    body: payWithSavedCardRequest,
    responses: { 200: payWithSavedCardResponse, ...paymentErrors },
  }),
  /** Registered only in the sandbox's test mode. */
  sandboxConfirmSetup: defineEndpoint({
    method: 'POST',
    path: '/sandbox/setup-intents/:id/confirm',
    auth: 'public',
    tags: ['payments'],
    summary: "The sandbox's card setup (test mode; Stripe's test cards; 3-D Secure with 4000 0027 6000 3184)",
    params: sandboxConfirmParams,
    body: sandboxConfirmRequest,
    responses: { 200: sandboxConfirmResponse, ...paymentErrors },
  }),
  /** Registered only in the sandbox's test mode. */
  sandboxAuthenticateSetup: defineEndpoint({
    method: 'POST',
    path: '/sandbox/setup-intents/:id/authenticate',
    auth: 'public',
    tags: ['payments'],
    summary: "The sandbox's 3-D Secure challenge of a card setup, completed or failed by the customer (test mode)",
    params: sandboxConfirmParams,
    body: sandboxAuthenticateRequest,
    responses: { 200: sandboxAuthenticateResponse, ...paymentErrors },
  }),
};
