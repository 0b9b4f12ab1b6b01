import { z } from 'zod';
import { createdIdResponse, idParam, timeOffRequest } from '../company.ts';
import {
  assignCrewRequest,
  assignCrewResponse,
  calendarFeedQuery,
  calendarFeedRequest,
  calendarFeedResponse,
  calendarFeedsResponse,
  crewChoicesResponse,
  crewRequest,
  crewResponse,
  crewsResponse,
  crewTimeOffParams,
  crewTimeOffResponse,
} from '../crews.ts';
import { errorEnvelope } from '../envelope.ts';
import { emptyResponse } from './accounts.ts';
import { defineEndpoint } from './define.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** A company's crews (issue 29): owners and office staff keep them. */
export const crewEndpoints = {
  companyCrews: defineEndpoint({
    method: 'GET',
    path: '/company/crews',
    auth: 'company',
    tags: ['company'],
    summary: "The company's crews, oldest first, each with its jobs still to come",
    responses: { 200: crewsResponse, 401: errorEnvelope, 403: errorEnvelope },
  }),
  addCompanyCrew: defineEndpoint({
    method: 'POST',
    path: '/company/crews',
    auth: 'company',
    tags: ['company'],
    summary: 'Add a crew (a name unique in the company; a colour of CREW_COLORS, the next unused one unless given)',
    body: crewRequest,
    responses: { 201: crewResponse, ...errors },
  }),
  updateCompanyCrew: defineEndpoint({
    method: 'PUT',
    path: '/company/crews/:id',
    auth: 'company',
    tags: ['company'],
    summary: 'Rename a crew or change its colour',
    params: idParam,
    body: crewRequest,
    responses: { 200: crewResponse, ...errors },
  }),
  assignTicketCrew: defineEndpoint({
    method: 'PUT',
    path: '/company/tickets/:id/crew',
    auth: 'company',
    tags: ['company'],
    summary:
      'Give an upcoming job to another crew of the company: 409 when that crew is busy then, does not do its service or hours, or is off that day',
    params: idParam,
    body: assignCrewRequest,
    responses: { 200: assignCrewResponse, ...errors },
  }),
  ticketCrewChoices: defineEndpoint({
    method: 'GET',
    path: '/company/tickets/:id/crew-choices',
    auth: 'company',
    tags: ['company'],
    summary: "A job's crew, and each crew of the company with whether it may take the job (else why not)",
    params: idParam,
    responses: { 200: crewChoicesResponse, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
  }),
  removeCompanyCrew: defineEndpoint({
    method: 'DELETE',
    path: '/company/crews/:id',
    auth: 'company',
    tags: ['company'],
    summary: 'Remove a crew: 409 naming its jobs ahead, or when it is the last one',
    params: idParam,
    responses: { 200: emptyResponse, ...errors },
  }),
  crewTimeOff: defineEndpoint({
    method: 'GET',
    path: '/company/crews/:id/time-off',
    auth: 'company',
    tags: ['company'],
    summary: "A crew's time off to come",
    params: idParam,
    responses: { 200: crewTimeOffResponse, ...errors },
  }),
  addCrewTimeOff: defineEndpoint({
    method: 'POST',
    path: '/company/crews/:id/time-off',
    auth: 'company',
    tags: ['company'],
    summary: "A crew's days off (inclusive dates): no job is offered to it then; refused, naming them, over its jobs",
    params: idParam,
    body: timeOffRequest,
    responses: { 201: createdIdResponse, ...errors },
  }),
  removeCrewTimeOff: defineEndpoint({
    method: 'DELETE',
    path: '/company/crews/:id/time-off/:offId',
    auth: 'company',
    tags: ['company'],
    summary: "Remove a crew's time off",
    params: crewTimeOffParams,
    responses: { 200: emptyResponse, ...errors },
  }),
  calendarFeeds: defineEndpoint({
    method: 'GET',
    path: '/company/calendar-feeds',
    auth: 'company',
    tags: ['company'],
    summary: "The company's private calendar feeds (the company's, each crew's) and when each link was made",
    responses: { 200: calendarFeedsResponse, 401: errorEnvelope, 403: errorEnvelope },
  }),
  createCalendarFeed: defineEndpoint({
    method: 'POST',
    path: '/company/calendar-feeds',
    auth: 'company',
    tags: ['company'],
    summary: "A new private iCalendar link of the company's jobs or a crew's (shown once; the old link stops)",
    body: calendarFeedRequest,
    responses: { 201: calendarFeedResponse, ...errors, 429: errorEnvelope },
  }),
  calendarFeed: defineEndpoint({
    method: 'GET',
    path: '/company/calendar.ics',
    auth: 'public',
    tags: ['company'],
    summary:
      "A private calendar feed (RFC 5545, valley time): the jobs of the company or of a crew, by its link's token",
    query: calendarFeedQuery,
    binary: true,
    responses: { 200: z.any(), 400: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope },
  }),
};
