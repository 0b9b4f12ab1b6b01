import { companyRenamesResponse, declineCompanyRenameRequest } from '../company-names.ts';
import { errorEnvelope } from '../envelope.ts';
import { staffCompanyResponse, staffIdParam } from '../staff-console.ts';
import { defineEndpoint } from './define.ts';

const read = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };
const change = { ...read, 404: errorEnvelope, 409: errorEnvelope };

/** A live company's rename waits for UpKeep: the staff console's list, approval and decline (issue 24). */
export const companyNameEndpoints = {
  staffCompanyRenames: defineEndpoint({
    method: 'GET',
    path: '/staff/company-renames',
    auth: 'staff',
    tags: ['staff'],
    summary: "Live companies' renames waiting for approval, oldest first",
    responses: { 200: companyRenamesResponse, ...read },
  }),
  approveCompanyRename: defineEndpoint({
    method: 'POST',
    path: '/staff/companies/:id/rename/approve',
    auth: 'staff',
    tags: ['staff'],
    summary: 'Approve the rename: customers see the new name at once; the company is told by e-mail',
    params: staffIdParam,
    responses: { 200: staffCompanyResponse, ...change },
  }),
  declineCompanyRename: defineEndpoint({
    method: 'POST',
    path: '/staff/companies/:id/rename/decline',
    auth: 'staff',
    tags: ['staff'],
    summary: 'Decline the rename with a reason, mailed to the company; the name stays',
    params: staffIdParam,
    body: declineCompanyRenameRequest,
    responses: { 200: staffCompanyResponse, ...change },
  }),
};
