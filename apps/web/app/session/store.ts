/**
 * The client session of spec 000 section 3: one store, persisted in localStorage under one key.
 * It is rehydrated after the first render (`skipHydration`), so prerendered HTML and the first client
 * render agree and React hydrates without mismatches.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SESSION_STORAGE_KEY = 'upkeep-session';
/** Below this width the app is in its mobile layout (spec 000 section 9). */
export const MOBILE_BREAKPOINT_PX = 992;

export interface SessionUser {
  id?: number;
  name: string;
  email: string;
  phoneNumber: string;
  address?: string | null;
}

/** The booking being made, carried from the companies screen to checkout (and across sign-in). */
export interface StoredBooking {
  zipCode: string;
  service: string;
  serviceId: number;
  companyId: number;
  companyName: string;
  companyServiceId: number;
  subservices: { subServiceName: string; price: number; subserviceDesc?: string }[];
  price: number;
  date: string;
  scheduleId?: number;
  startTime?: string;
  duration?: string;
  serviceDuration?: string;
}

/** A questionnaire form's answers: question id to chosen value id(s), plus add-ons and quantity. */
export interface QuestionnaireForm {
  formId: number;
  answers: Record<string, number>;
  addOns: Record<string, boolean>;
  quantity: number;
}

export interface SessionState {
  isLoggedIn: boolean;
  token: string | null;
  user: SessionUser | null;
  isLoggedInAsGuest: boolean;
  tokenGuest: string | null;
  booking: StoredBooking | null;
  existTicketId: boolean;
  ticketId: number | null;
  paymentIntent: { id: string; clientSecret: string } | null;
  paymentError: string | null;
  isTempPassword: boolean;
  discountCode: { id: number; code: string; amount: number | null; percentage: number | null } | null;
  questionnaireForms: QuestionnaireForm[];
  serviceCallDescription: string;
  durationValues: { duration: string; serviceDuration: string } | null;
  selectedFeature: number | null;
  source: string | null;
  isMobile: boolean;
}

export interface SessionActions {
  login(token: string, user: SessionUser, tempPassword: boolean): void;
  loginAsGuest(tokenGuest: string): void;
  logout(): void;
  /** Clears everything the session holds (a revoked token, spec 001 section 4). */
  clear(): void;
  set(patch: Partial<SessionState>): void;
  /** A new service search: forget the chosen feature, the answers and the service-call description. */
  resetSearch(): void;
}

export const initialSession: SessionState = {
  isLoggedIn: false,
  token: null,
  user: null,
  isLoggedInAsGuest: false,
  tokenGuest: null,
  booking: null,
  existTicketId: false,
  ticketId: null,
  paymentIntent: null,
  paymentError: null,
  isTempPassword: false,
  discountCode: null,
  questionnaireForms: [],
  serviceCallDescription: '',
  durationValues: null,
  selectedFeature: null,
  source: null,
  isMobile: false,
};

export const useSession = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...initialSession,
      login: (token, user, tempPassword) =>
        set({
          isLoggedIn: true,
          token,
          user,
          isTempPassword: tempPassword,
          isLoggedInAsGuest: false,
          tokenGuest: null,
        }),
      loginAsGuest: (tokenGuest) =>
        set({ isLoggedInAsGuest: true, tokenGuest, isLoggedIn: false, user: null, token: null }),
      logout: () =>
        set({
          isLoggedIn: false,
          user: null,
          token: null,
          existTicketId: false,
          ticketId: null,
          isTempPassword: false,
        }),
      clear: () => set({ ...initialSession }),
      set: (patch) => set(patch),
      resetSearch: () => set({ selectedFeature: null, questionnaireForms: [], serviceCallDescription: '' }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
    },
  ),
);

/** The bearer token for API calls: the customer's when logged in, else the guest's. */
export function activeToken(state: Pick<SessionState, 'isLoggedIn' | 'token' | 'tokenGuest'>): string | null {
  return state.isLoggedIn ? state.token : state.tokenGuest;
}
