/**
 * The client session of spec 000 section 3: one store, persisted in localStorage under one key.
 * It is rehydrated after the first render (`skipHydration`), so prerendered HTML and the first client
 * render agree and React hydrates without mismatches.
 */
import type { CheckoutTicket } from '@upkeep/contract';
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
  zipCode?: string | null;
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
  /** What the customer chose, for the server to price the ticket again: one list of value ids per form. */
  idFeatures?: number[][];
  quantity?: number[];
  subServiceId?: number | null;
  isServiceCall?: boolean;
  /** The chosen slot's label ('8:00 AM - 10:30 AM', in the valley) and start instant (ISO). */
  slotLabel?: string;
  startsAt?: string;
  /** The ticket this checkout created, as the server priced it: a retry pays this one, never makes another. */
  ticket?: CheckoutTicket;
}

/** A questionnaire form's answers: question id to chosen value id(s), plus add-ons and quantity. */
export interface QuestionnaireForm {
  formId: number;
  answers: Record<string, number>;
  addOns: Record<string, boolean>;
  quantity: number;
  /** Question id to the value ids the previous answer revealed (next-values); absent: every value. */
  revealed?: Record<string, number[]>;
}

/** The search the questionnaire answers (from the search card or a link), kept so a reload keeps the place. */
export interface QuestionnaireSearch {
  /** What started it (the card's search, or a link's query): a reload brings the same key back. */
  entryKey: string;
  serviceId: number;
  service: string;
  zipCode: string;
  multiServices: boolean;
  serviceUnit: string;
  subServiceId: number | null;
  /** The preferred date, YYYY-MM-DD. */
  date: string | null;
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
  questionnaire: QuestionnaireSearch | null;
  questionnaireForms: QuestionnaireForm[];
  serviceCallDescription: string;
  durationValues: { duration: string; serviceDuration: string } | null;
  selectedFeature: number | null;
  source: string | null;
  /** A discount code a marketing link carried (?DiscountCode=), for checkout to validate and apply. */
  pendingDiscountCode: string | null;
  isMobile: boolean;
}

export interface SessionActions {
  login(token: string, user: SessionUser, tempPassword: boolean): void;
  loginAsGuest(tokenGuest: string): void;
  logout(): void;
  /** A successful password change: the server issued a new token (older ones are revoked). */
  passwordChanged(token: string): void;
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
  questionnaire: null,
  questionnaireForms: [],
  serviceCallDescription: '',
  durationValues: null,
  selectedFeature: null,
  source: null,
  pendingDiscountCode: null,
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
      passwordChanged: (token) => set({ token, isTempPassword: false }),
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
