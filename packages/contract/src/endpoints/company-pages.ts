import { z } from 'zod';
import { idParam } from '../company.ts';
import {
  addGalleryPhotoRequest,
  companyCredentialsRequest,
  companyCredentialsResponse,
  companyPageQuery,
  companyPageResponse,
  companySlugParam,
  galleryPhotoIdParam,
  galleryPhotoParams,
  galleryResponse,
  galleryUploadQuery,
  topRatedQuery,
  topRatedResponse,
  verifyCredentialRequest,
} from '../company-pages.ts';
import { errorEnvelope } from '../envelope.ts';
import { photoConsentRequest, photoConsentResponse } from '../photo-consent.ts';
import { ticketIdParam } from '../tickets.ts';
import { defineEndpoint } from './define.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

/** Company pages (issue 32): the public page's data, the best-rated of an area, and the credentials behind badges. */
export const companyPageEndpoints = {
  companyPage: defineEndpoint({
    method: 'GET',
    path: '/companies/:slug',
    auth: 'public',
    tags: ['company pages'],
    summary:
      "A live company's page: profile, services, areas, hours, credentials checked, rating and a page of reviews",
    description:
      'Reviews are the public ones (not hidden by UpKeep), newest first, 10 a page (`page`). A company not live ' +
      "(setting up, suspended or deactivated) answers 404; a renamed company's old slug answers 301 to the new one.",
    params: companySlugParam,
    query: companyPageQuery,
    responses: { 200: companyPageResponse, 301: errorEnvelope, 400: errorEnvelope, 404: errorEnvelope },
  }),
  topRatedCompanies: defineEndpoint({
    method: 'GET',
    path: '/top-rated-companies',
    auth: 'public',
    tags: ['company pages'],
    summary: 'The best-rated live companies serving an area (a community or a city), optionally for one service',
    query: topRatedQuery,
    responses: { 200: topRatedResponse, 400: errorEnvelope },
  }),
  companyCredentials: defineEndpoint({
    method: 'GET',
    path: '/company/credentials',
    auth: 'company',
    tags: ['company'],
    summary: "The company's licence and insurance certificate, and whether UpKeep checked them",
    responses: { 200: companyCredentialsResponse, 401: errorEnvelope },
  }),
  updateCompanyCredentials: defineEndpoint({
    method: 'PUT',
    path: '/company/credentials',
    auth: 'company',
    tags: ['company'],
    summary: 'State the Nevada contractor licence number and its monetary limit (a change waits for a new check)',
    body: companyCredentialsRequest,
    responses: { 200: companyCredentialsResponse, ...errors },
  }),
  uploadInsuranceCertificate: defineEndpoint({
    method: 'PUT',
    path: '/company/credentials/insurance',
    auth: 'company',
    tags: ['company'],
    summary: 'Upload the insurance certificate: a PDF, JPEG, PNG or WebP file as the body, at most 5 MB',
    responses: { 200: companyCredentialsResponse, ...errors, 413: errorEnvelope, 415: errorEnvelope },
  }),
  staffCompanyCredentials: defineEndpoint({
    method: 'GET',
    path: '/staff/companies/:id/credentials',
    auth: 'staff',
    tags: ['staff'],
    summary: "A company's licence and insurance certificate as stated, and when they were checked",
    params: idParam,
    responses: { 200: companyCredentialsResponse, ...errors },
  }),
  staffInsuranceCertificate: defineEndpoint({
    method: 'GET',
    path: '/staff/companies/:id/credentials/insurance',
    auth: 'staff',
    tags: ['staff'],
    summary: "A company's insurance certificate (the file as uploaded)",
    params: idParam,
    binary: true,
    mediaTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    responses: { 200: z.any(), ...errors },
  }),
  verifyCompanyCredential: defineEndpoint({
    method: 'POST',
    path: '/staff/companies/:id/credentials/verify',
    auth: 'staff',
    tags: ['staff'],
    summary: "Record that the licence or the insurance was checked today: the company's page then shows its badge",
    params: idParam,
    body: verifyCredentialRequest,
    responses: { 200: companyCredentialsResponse, ...errors, 409: errorEnvelope },
  }),
  companyGallery: defineEndpoint({
    method: 'GET',
    path: '/company/gallery',
    auth: 'company',
    tags: ['company'],
    summary: "The photos of its work the company's page shows, and the job photos it may add",
    responses: { 200: galleryResponse, 401: errorEnvelope },
  }),
  addGalleryJobPhoto: defineEndpoint({
    method: 'POST',
    path: '/company/gallery',
    auth: 'company',
    tags: ['company'],
    summary:
      "Show one of the company's job photos on its page (24 photos at most): shown once the ticket's customer allows it (asked by e-mail the first time one of the job's photos is added, 30 new tickets a day)",
    body: addGalleryPhotoRequest,
    responses: { 200: galleryResponse, ...errors, 409: errorEnvelope, 429: errorEnvelope },
  }),
  uploadGalleryPhoto: defineEndpoint({
    method: 'PUT',
    path: '/company/gallery/upload',
    auth: 'company',
    tags: ['company'],
    summary: 'Upload a photo of its work for its page: the JPEG, PNG or WebP image as the body (10 MB), re-encoded',
    query: galleryUploadQuery,
    responses: { 200: galleryResponse, ...errors, 409: errorEnvelope, 413: errorEnvelope, 415: errorEnvelope },
  }),
  removeGalleryPhoto: defineEndpoint({
    method: 'DELETE',
    path: '/company/gallery/:id',
    auth: 'company',
    tags: ['company'],
    summary: "Take a photo off the company's page",
    params: galleryPhotoIdParam,
    responses: { 200: galleryResponse, ...errors },
  }),
  galleryPhoto: defineEndpoint({
    method: 'GET',
    path: '/companies/:id/gallery/:photoId',
    auth: 'public',
    tags: ['company pages'],
    summary: "A photo of a live company's gallery (the image)",
    params: galleryPhotoParams,
    binary: true,
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
    responses: { 200: z.any(), 404: errorEnvelope },
  }),
  answerPhotoConsent: defineEndpoint({
    method: 'PUT',
    path: '/customer/ticket/:id/photo-consent',
    auth: 'customer-or-guest',
    tags: ['tickets'],
    summary:
      "Allow (`allow: true`) or refuse the ticket's company to show this job's photos on its public page; the answer can be changed at any time",
    params: ticketIdParam,
    body: photoConsentRequest,
    responses: { 200: photoConsentResponse, ...errors },
  }),
};
