import { idParams, serviceResponse, servicesResponse, subServicesResponse } from '../catalog.ts';
import { errorEnvelope } from '../envelope.ts';
import { defineEndpoint } from './define.ts';

export const catalogEndpoints = {
  services: defineEndpoint({
    method: 'GET',
    path: '/customer/services',
    auth: 'public',
    tags: ['catalog'],
    summary: 'Every service, bookable or coming soon',
    responses: { 200: servicesResponse },
  }),
  service: defineEndpoint({
    method: 'GET',
    path: '/customer/services/:id',
    auth: 'public',
    tags: ['catalog'],
    summary: 'One service, with multiServices and serviceUnit',
    params: idParams,
    responses: { 200: serviceResponse, 404: errorEnvelope },
  }),
  subServices: defineEndpoint({
    method: 'GET',
    path: '/customer/services/subservices/:id',
    auth: 'public',
    tags: ['catalog'],
    summary: 'The sub-services of a service',
    params: idParams,
    responses: { 200: subServicesResponse, 404: errorEnvelope },
  }),
};
