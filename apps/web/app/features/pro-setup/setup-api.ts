/**
 * The company's setup endpoints (companySetupEndpoints): queries keyed by the company token, and the one
 * call `api()` cannot make, the logo upload (the image itself is the body, not JSON).
 */
import { useQuery } from '@tanstack/react-query';
import { companySetupEndpoints, logoResponse } from '@upkeep/contract';
import { API_BASE, ApiError, api } from '../../lib/api';
import { useCompanyToken } from '../../session/realm-session';

export const setupKeys = {
  all: (token: string) => ['company', token, 'setup'] as const,
  status: (token: string) => ['company', token, 'setup', 'status'] as const,
  profile: (token: string) => ['company', token, 'setup', 'profile'] as const,
  services: (token: string) => ['company', token, 'setup', 'services'] as const,
  priceList: (token: string, serviceId: number) => ['company', token, 'setup', 'price-list', serviceId] as const,
  zipCodes: (token: string) => ['company', token, 'setup', 'zip-codes'] as const,
  calendar: (token: string) => ['company', token, 'setup', 'calendar'] as const,
  timeOff: (token: string) => ['company', token, 'setup', 'time-off'] as const,
};

/** The signed-in company user's token (the pro layout lets only signed-in users in). */
export const useToken = () => useCompanyToken() ?? '';

export function useSetupStatus(token: string) {
  return useQuery({
    queryKey: setupKeys.status(token),
    queryFn: ({ signal }) => api(companySetupEndpoints.companySetup, { token, signal }),
    select: (r) => r.data,
  });
}

export function useCompanyProfile(token: string) {
  return useQuery({
    queryKey: setupKeys.profile(token),
    queryFn: ({ signal }) => api(companySetupEndpoints.companyProfile, { token, signal }),
    select: (r) => r.data,
  });
}

export function useCompanyServices(token: string) {
  return useQuery({
    queryKey: setupKeys.services(token),
    queryFn: ({ signal }) => api(companySetupEndpoints.companyServices, { token, signal }),
    select: (r) => r.data,
  });
}

/** PUT /company/profile/logo with the file as the body and its own content type; answers the new logo's address. */
export async function uploadLogo(file: File, token: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${companySetupEndpoints.uploadCompanyLogo.path}`, {
      method: 'PUT',
      headers: { 'content-type': file.type, authorization: `Bearer ${token}`, accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'Network error: the server could not be reached.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = (payload ?? {}) as { message?: string };
    throw new ApiError(response.status, body.message ?? 'The logo could not be uploaded.');
  }
  const parsed = logoResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'Unexpected answer from the server.');
  return parsed.data.data.logo;
}

/** Puts a 400's field errors on the form's fields (the rest of what was typed is kept). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError && error.statusCode === 400) {
    for (const e of error.errors ?? []) fields[e.field] = e.message;
  }
  return fields;
}
