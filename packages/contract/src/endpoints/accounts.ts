import { z } from 'zod';
import {
  changePasswordRequest,
  changePasswordResponse,
  forgotPasswordRequest,
  guestLoginResponse,
  localeRequest,
  localeResponse,
  loginRequest,
  profileResponse,
  profileUpdateRequest,
  sessionResponse,
  signUpRequest,
  validateTokenResponse,
} from '../accounts.ts';
import { envelope, errorEnvelope } from '../envelope.ts';
import { defineEndpoint } from './define.ts';

/** Answers that carry only a status and a message. */
export const emptyResponse = envelope(z.null());

const errors = { 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope };

export const accountEndpoints = {
  signUp: defineEndpoint({
    method: 'POST',
    path: '/customer',
    auth: 'public',
    tags: ['accounts'],
    summary: 'Sign up',
    body: signUpRequest,
    responses: { 201: sessionResponse, ...errors },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/customer/auth/login',
    auth: 'public',
    tags: ['accounts'],
    summary: 'Sign in',
    body: loginRequest,
    responses: { 200: sessionResponse, ...errors },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/customer/auth/logout',
    auth: 'token',
    tags: ['accounts'],
    summary: 'Sign out: the bearer token (customer or guest) stops working at once, everywhere',
    responses: { 200: emptyResponse, 401: errorEnvelope },
  }),
  guestLogin: defineEndpoint({
    method: 'POST',
    path: '/customer/auth/guest-login',
    auth: 'public',
    tags: ['accounts'],
    summary: 'A guest token',
    responses: { 200: guestLoginResponse, 429: errorEnvelope },
  }),
  validateToken: defineEndpoint({
    method: 'POST',
    path: '/customer/auth/validate-token',
    auth: 'token',
    tags: ['accounts'],
    summary: 'Is this bearer token (customer or guest) still valid?',
    responses: { 200: validateTokenResponse, 401: errorEnvelope },
  }),
  forgotPassword: defineEndpoint({
    method: 'PUT',
    path: '/customer/auth/forgot-password',
    auth: 'public',
    tags: ['accounts'],
    summary: 'Mail a temporary password (the answer is the same whether or not the e-mail exists)',
    body: forgotPasswordRequest,
    responses: { 200: emptyResponse, ...errors },
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/customer/auth/change-password',
    auth: 'customer',
    tags: ['accounts'],
    summary: 'Change the password; tokens issued before are revoked and a fresh one is answered',
    body: changePasswordRequest,
    responses: { 200: changePasswordResponse, ...errors },
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/customer',
    auth: 'customer',
    tags: ['accounts'],
    summary: "The signed-in customer's profile",
    responses: { 200: profileResponse, 401: errorEnvelope },
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/customer',
    auth: 'customer',
    tags: ['accounts'],
    summary: 'Update phone and address (name and e-mail cannot change here)',
    body: profileUpdateRequest,
    responses: { 200: profileResponse, ...errors },
  }),
  customerLocale: defineEndpoint({
    method: 'PUT',
    path: '/customer/locale',
    auth: 'customer-or-guest',
    tags: ['accounts'],
    summary:
      "The caller's language (issue 49): a customer's account's, a guest's bookings' (the one a private link opened); everything sent to them later follows it",
    body: localeRequest,
    responses: { 200: localeResponse, ...errors },
  }),
};
