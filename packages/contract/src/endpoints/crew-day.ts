import { z } from 'zod';
import { companyTeamMemberResponse, idParam, moveCrewMemberRequest } from '../company.ts';
import { crewDayResponse, jobPhotoParams, jobPhotoQuery, jobPhotoResponse, jobPhotosResponse } from '../crew-day.ts';
import { errorEnvelope } from '../envelope.ts';
import { ticketIdParam } from '../tickets.ts';
import { emptyResponse } from './accounts.ts';
import { defineEndpoint } from './define.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** A crew member's day and the photos of a job (issue 29). */
export const crewDayEndpoints = {
  crewDay: defineEndpoint({
    method: 'GET',
    path: '/company/my-jobs',
    auth: 'company',
    crew: true,
    tags: ['company'],
    summary:
      "A crew member's jobs today and the next days: address, map link, phone, instructions, no prices (403 for owners and office)",
    responses: { 200: crewDayResponse, 401: errorEnvelope, 403: errorEnvelope },
  }),
  jobPhotos: defineEndpoint({
    method: 'GET',
    path: '/company/tickets/:id/photos',
    auth: 'company',
    crew: true,
    tags: ['company'],
    summary: "A job's photos, before and after (a crew member: their crew's jobs only, 403 otherwise)",
    params: ticketIdParam,
    responses: { 200: jobPhotosResponse, ...errors },
  }),
  addJobPhoto: defineEndpoint({
    method: 'POST',
    path: '/company/tickets/:id/photos',
    auth: 'company',
    crew: true,
    tags: ['company'],
    summary:
      'Add a photo of the work (?kind=before|after; the JPEG, PNG or WebP image as the body, at most 10 MB): re-encoded, its metadata and location removed; the customer sees it on the ticket',
    params: ticketIdParam,
    query: jobPhotoQuery,
    responses: { 201: jobPhotoResponse, ...errors, 413: errorEnvelope, 415: errorEnvelope, 429: errorEnvelope },
  }),
  jobPhoto: defineEndpoint({
    method: 'GET',
    path: '/company/tickets/:id/photos/:photoId',
    auth: 'company',
    crew: true,
    tags: ['company'],
    summary: "One of a job's photos (the image)",
    params: jobPhotoParams,
    binary: true,
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
    responses: { 200: companyTeamMemberResponse, ...errors },
  }),
  removeJobPhoto: defineEndpoint({
    method: 'DELETE',
    path: '/company/tickets/:id/photos/:photoId',
    auth: 'company',
    crew: true,
    tags: ['company'],
    summary: "Remove one of a job's photos",
    params: jobPhotoParams,
    responses: { 200: emptyResponse, ...errors },
  }),
  customerJobPhotos: defineEndpoint({
    method: 'GET',
    path: '/customer/ticket/:id/photos',
    auth: 'customer-or-guest',
    tags: ['tickets'],
    summary: 'The photos the crew took of the work on this ticket',
    params: ticketIdParam,
    responses: { 200: jobPhotosResponse, 401: errorEnvelope, 404: errorEnvelope },
  }),
  customerJobPhoto: defineEndpoint({
    method: 'GET',
    path: '/customer/ticket/:id/photos/:photoId',
    auth: 'customer-or-guest',
    tags: ['tickets'],
    summary: "One of the ticket's photos (the image)",
    params: jobPhotoParams,
    binary: true,
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
    responses: { 200: z.any(), 401: errorEnvelope, 404: errorEnvelope },
  }),
  moveCrewMember: defineEndpoint({
    method: 'PUT',
    path: '/company/users/:id/crew',
    auth: 'company',
    tags: ['company'],
    summary: 'The owner moves a crew member to another crew of the company',
    params: idParam,
    body: moveCrewMemberRequest,
    responses: { 200: z.any(), ...errors },
  }),
};
