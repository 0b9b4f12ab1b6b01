import { z } from 'zod';
import {
  paymentIntentResponse,
  paymentRequest,
  sandboxAuthenticateRequest,
  sandboxAuthenticateResponse,
  sandboxConfirmParams,
  sandboxConfirmRequest,
  sandboxConfirmResponse,
  validatePaymentRequest,
  validatePaymentResponse,
} from '../booking.ts';
import { errorEnvelope } from '../envelope.ts';
import { defineEndpoint } from './define.ts';

export const paymentErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  402: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
};

export const paymentEndpoints = {
  paymentIntent: defineEndpoint({
    method: 'POST',
    path: '/customer/payment',
    auth: 'customer-or-guest',
    tags: ['payments'],
    summary: "The payment intent for a ticket's booking (the same one on a retry)",
    body: paymentRequest,
    responses: { 200: paymentIntentResponse, ...paymentErrors },
  }),
  validatePayment: defineEndpoint({
    method: 'POST',
    path: '/customer/payment/validate',
    auth: 'customer-or-guest',
    tags: ['payments'],
    summary: 'Confirm the booking once the provider says the payment succeeded (idempotent)',
    body: validatePaymentRequest,
    responses: { 200: validatePaymentResponse, ...paymentErrors },
  }),
  /** Registered only in the sandbox's test mode. */
  sandboxConfirm: defineEndpoint({
    method: 'POST',
    path: '/sandbox/payment-intents/:id/confirm',
    auth: 'public',
    tags: ['payments'],
    summary: "The sandbox's card confirmation (test mode; Stripe's test cards)",
    params: sandboxConfirmParams,
    body: sandboxConfirmRequest,
    responses: { 200: sandboxConfirmResponse, ...paymentErrors },
  }),
  /** Registered only in the sandbox's test mode. */
  sandboxAuthenticate: defineEndpoint({
    method: 'POST',
    path: '/sandbox/payment-intents/:id/authenticate',
    auth: 'public',
    tags: ['payments'],
    summary: "The sandbox's 3-D Secure challenge, completed or failed by the customer (test mode)",
    params: sandboxConfirmParams,
    body: sandboxAuthenticateRequest,
    responses: { 200: sandboxAuthenticateResponse, ...paymentErrors },
  }),
  /** Registered only in Stripe mode; its body is the raw bytes Stripe signed, so it declares none. */
  stripeWebhook: defineEndpoint({
    method: 'POST',
    path: '/payments/stripe/webhook',
    auth: 'public',
    tags: ['payments'],
    summary: 'Stripe webhook (signed)',
    responses: { 200: z.any(), 400: errorEnvelope },
  }),
};
