import { errorEnvelope } from '../envelope.ts';
import { staffIdParam } from '../staff-console.ts';
import {
  acceptedResponse,
  guestBookingsClaimRequest,
  guestBookingsClaimResponse,
  guestBookingsProofResponse,
  guestBookingsResponse,
  staffTicketLinksResponse,
  staffTicketLinksRevokedResponse,
  ticketLinkResendRequest,
  ticketLinkSessionRequest,
  ticketLinkSessionResponse,
} from '../ticket-links.ts';
import { defineEndpoint } from './define.ts';

const limited = { 400: errorEnvelope, 429: errorEnvelope };

export const ticketLinkEndpoints = {
  ticketLinkSession: defineEndpoint({
    method: 'POST',
    path: '/customer/ticket-links/session',
    auth: 'public',
    tags: ['tickets'],
    summary: "A private ticket link's token exchanged for a guest session that opens that one ticket",
    description: '404 (one message) when the link is unknown, expired, revoked or the ticket is in an account.',
    body: ticketLinkSessionRequest,
    responses: { 200: ticketLinkSessionResponse, ...limited, 404: errorEnvelope },
  }),
  ticketLinkResend: defineEndpoint({
    method: 'POST',
    path: '/customer/ticket-links/resend',
    auth: 'public',
    tags: ['tickets'],
    summary: "A lost link asked for again: sent to the booking's e-mail when the e-mail and ticket number match",
    description: 'Always the same 202, whether or not they match.',
    body: ticketLinkResendRequest,
    responses: { 202: acceptedResponse, ...limited },
  }),
  staffTicketLinks: defineEndpoint({
    method: 'GET',
    path: '/staff/tickets/:id/links',
    auth: 'staff',
    tags: ['staff'],
    summary: "A ticket's private guest links: whether one is live and until when",
    params: staffIdParam,
    responses: { 200: staffTicketLinksResponse, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
  }),
  staffRevokeTicketLinks: defineEndpoint({
    method: 'POST',
    path: '/staff/tickets/:id/links/revoke',
    auth: 'staff',
    tags: ['staff'],
    summary: 'Revokes every live private link of a ticket (and the sessions opened with them); audited',
    params: staffIdParam,
    responses: {
      200: staffTicketLinksRevokedResponse,
      400: errorEnvelope,
      401: errorEnvelope,
      403: errorEnvelope,
      404: errorEnvelope,
    },
  }),
  guestBookings: defineEndpoint({
    method: 'GET',
    path: '/customer/guest-bookings',
    auth: 'customer',
    tags: ['accounts'],
    summary: "How many guest bookings were made with the signed-in customer's e-mail",
    responses: { 200: guestBookingsResponse, 401: errorEnvelope },
  }),
  guestBookingsProof: defineEndpoint({
    method: 'POST',
    path: '/customer/guest-bookings/proof',
    auth: 'customer',
    tags: ['accounts'],
    summary: "Sends a 6-digit code to the account's e-mail (valid 15 minutes, 5 tries)",
    responses: { 201: guestBookingsProofResponse, 401: errorEnvelope, 404: errorEnvelope, ...limited },
  }),
  guestBookingsClaim: defineEndpoint({
    method: 'POST',
    path: '/customer/guest-bookings/claim',
    auth: 'customer',
    tags: ['accounts'],
    summary: "Adds the guest bookings made with the account's e-mail, with the code sent to it",
    body: guestBookingsClaimRequest,
    responses: { 200: guestBookingsClaimResponse, 401: errorEnvelope, ...limited },
  }),
};
