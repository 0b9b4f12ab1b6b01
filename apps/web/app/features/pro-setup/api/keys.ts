/** The setup screens' cached answers, under the company token: a change invalidates the setup status with them. */
export const setupKeys = {
  all: (token: string) => ['company', token, 'setup'] as const,
  status: (token: string) => ['company', token, 'setup', 'status'] as const,
  profile: (token: string) => ['company', token, 'setup', 'profile'] as const,
  services: (token: string) => ['company', token, 'setup', 'services'] as const,
  priceList: (token: string, serviceId: number) => ['company', token, 'setup', 'price-list', serviceId] as const,
  zipCodes: (token: string) => ['company', token, 'setup', 'zip-codes'] as const,
  calendar: (token: string) => ['company', token, 'setup', 'calendar'] as const,
  timeOff: (token: string) => ['company', token, 'setup', 'time-off'] as const,
  credentials: (token: string) => ['company', token, 'setup', 'credentials'] as const,
  gallery: (token: string) => ['company', token, 'setup', 'gallery'] as const,
};
