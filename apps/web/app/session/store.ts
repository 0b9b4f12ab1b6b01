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
  /** What the card is charged before any discount: the price and UpKeep's fee, as the offer stated it (issue 46). */
  totalCharged?: number;
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
  /**
   * A guest's booking opened from its private link (/my-booking/{token}, issue 26): a guest session that opens
   * that one ticket, for the ticket screens. Never the link's own token.
   */
  ticketLink: { token: string; ticketId: number } | null;
  /**
   * The contact details of this browser's last guest booking (issue 46): a returning guest's checkout starts
   * from them, as a signed-in customer's starts from the profile. Never a card.
   */
  guestDetails: { name: string; email: string; phone: string; address: string; zipCode: string } | null;
}

export type SessionDiscountCode = NonNullable<SessionState['discountCode']>;

/**
 * What changes the session: named actions, one for each thing that happens (no generic patch), so every
 * write of the persisted session can be found by its name.
 */
export interface SessionActions {
  login(token: string, user: SessionUser, tempPassword: boolean): void;
  loginAsGuest(tokenGuest: string): void;
  logout(): void;
  /** A successful password change: the server issued a new token (older ones are revoked). */
  passwordChanged(token: string): void;
  /** The profile was saved: the session's copy of the user follows what the server answered. */
  userUpdated(patch: Partial<SessionUser>): void;
  /** Clears everything the session holds (a revoked token, spec 001 section 4). */
  clear(): void;
  /** The window crossed the mobile breakpoint (kept in step by `SessionEffects` only). */
  setMobile(isMobile: boolean): void;
  /** A marketing link's discount code and source, kept for checkout and sign-up. */
  keepMarketingLink(link: { discountCode?: string | null; source?: string | null }): void;
  /** A new service search: forget the chosen feature, the answers and the service-call description. */
  resetSearch(): void;
  /** A new service search that starts from `search` (the answers of an earlier one are forgotten). */
  startSearch(search: QuestionnaireSearch): void;
  /** The questionnaire's search changed (date, zip code). */
  updateSearch(search: QuestionnaireSearch): void;
  /** The questionnaire's first form, with the principal feature's value it pre-selected (if any). */
  startForms(form: QuestionnaireForm, selectedFeature: number | null): void;
  addForm(form: QuestionnaireForm): void;
  updateForm(formId: number, change: (form: QuestionnaireForm) => QuestionnaireForm): void;
  deleteForm(formId: number): void;
  selectFeature(valueId: number): void;
  setServiceCallDescription(text: string): void;
  /** A company's offer was chosen: the booking starts (with its durations). */
  startBooking(booking: StoredBooking, durationValues?: SessionState['durationValues']): void;
  /** Keeps the booking another screen handed over, unless the session already has one. */
  keepBooking(booking: StoredBooking): void;
  /** Updates the session's booking in place (nothing when there is none). */
  updateBooking(patch: Partial<StoredBooking>): void;
  /** A new checkout starts from the estimate screen: nothing of an earlier one (ticket, intent, code) carries over. */
  startCheckout(): void;
  /** The checkout created its ticket: a retry pays this one. */
  checkoutTicketCreated(ticket: CheckoutTicket): void;
  /** Forget a ticket that can no longer be paid (its slot is gone): the next checkout starts over. */
  dropCheckoutTicket(): void;
  paymentIntentCreated(intent: { id: string; clientSecret: string }): void;
  setPaymentError(message: string | null): void;
  /**
   * After the confirmation: the booking and payment state are reset, and a guest's login ends
   * (spec 000 section 4).
   */
  finishCheckout(): void;
  /** A discount code the server accepted (a marketing link's pending code is then used up). */
  applyDiscountCode(discount: SessionDiscountCode): void;
  /** A code the server refused: none is applied, and a marketing link's pending code is used up. */
  refuseDiscountCode(): void;
  removeDiscountCode(): void;
  /** A private ticket link was opened: its ticket's screens use this session (issue 26). */
  openedTicketLink(token: string, ticketId: number): void;
  /** A guest's booking went through: its contact details start the next guest checkout on this browser. */
  rememberGuestDetails(details: NonNullable<SessionState['guestDetails']>): void;
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
  ticketLink: null,
  guestDetails: null,
};

export const useSession = create<SessionState & SessionActions>()(
  persist(
    (set, get) => ({
      ...initialSession,
      login: (token, user, tempPassword) =>
        set({
          isLoggedIn: true,
          token,
          user,
          isTempPassword: tempPassword,
          isLoggedInAsGuest: false,
          tokenGuest: null,
          ticketLink: null,
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
      userUpdated: (patch) => {
        const { user } = get();
        if (user) set({ user: { ...user, ...patch } });
      },
      clear: () => set({ ...initialSession }),
      setMobile: (isMobile) => set({ isMobile }),
      keepMarketingLink: ({ discountCode, source }) => {
        const patch: Partial<SessionState> = {};
        if (discountCode) patch.pendingDiscountCode = discountCode;
        if (source) patch.source = source;
        if (Object.keys(patch).length > 0) set(patch);
      },
      resetSearch: () => set({ selectedFeature: null, questionnaireForms: [], serviceCallDescription: '' }),
      startSearch: (search) => {
        get().resetSearch();
        set({ questionnaire: search });
      },
      updateSearch: (search) => set({ questionnaire: search }),
      startForms: (form, selectedFeature) => set({ questionnaireForms: [form], selectedFeature }),
      addForm: (form) => set({ questionnaireForms: [...get().questionnaireForms, form] }),
      updateForm: (formId, change) =>
        set({ questionnaireForms: get().questionnaireForms.map((f) => (f.formId === formId ? change(f) : f)) }),
      deleteForm: (formId) => set({ questionnaireForms: get().questionnaireForms.filter((f) => f.formId !== formId) }),
      selectFeature: (valueId) => set({ selectedFeature: valueId }),
      setServiceCallDescription: (text) => set({ serviceCallDescription: text }),
      startBooking: (booking, durationValues) =>
        set(durationValues === undefined ? { booking } : { booking, durationValues }),
      keepBooking: (booking) => {
        if (!get().booking) set({ booking });
      },
      updateBooking: (patch) => {
        const { booking } = get();
        if (booking) set({ booking: { ...booking, ...patch } });
      },
      startCheckout: () => {
        const { booking } = get();
        if (!booking) return;
        const { ticket: _ticket, ...rest } = booking;
        set({
          booking: rest,
          ticketId: null,
          existTicketId: false,
          paymentIntent: null,
          paymentError: null,
          discountCode: null,
        });
      },
      checkoutTicketCreated: (ticket) => {
        get().updateBooking({ ticket });
        set({ ticketId: ticket.id, existTicketId: true });
      },
      dropCheckoutTicket: () => {
        const { booking } = get();
        const rest = booking ? { ...booking } : null;
        if (rest) {
          delete rest.ticket;
          delete rest.scheduleId;
          delete rest.slotLabel;
          delete rest.startsAt;
          delete rest.startTime;
        }
        set({ booking: rest, ticketId: null, existTicketId: false, paymentIntent: null });
      },
      paymentIntentCreated: (intent) => set({ paymentIntent: intent }),
      setPaymentError: (message) => set({ paymentError: message }),
      finishCheckout: () =>
        set({
          booking: null,
          ticketId: null,
          existTicketId: false,
          paymentIntent: null,
          paymentError: null,
          discountCode: null,
          durationValues: null,
          isLoggedInAsGuest: false,
          tokenGuest: null,
        }),
      applyDiscountCode: (discount) => set({ discountCode: discount, pendingDiscountCode: null }),
      refuseDiscountCode: () => set({ discountCode: null, pendingDiscountCode: null }),
      removeDiscountCode: () => set({ discountCode: null }),
      openedTicketLink: (token, ticketId) => set({ ticketLink: { token, ticketId } }),
      rememberGuestDetails: (details) => set({ guestDetails: details }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
    },
  ),
);

/**
 * The bearer token of the ticket screens: the signed-in customer's, else the session a guest's private ticket
 * link opened (issue 26), which opens that one ticket.
 */
export function ticketScreenToken(state: Pick<SessionState, 'isLoggedIn' | 'token' | 'ticketLink'>): string | null {
  return state.isLoggedIn ? state.token : (state.ticketLink?.token ?? null);
}

/** The bearer token for API calls: the customer's when logged in, else the guest's. */
export function activeToken(state: Pick<SessionState, 'isLoggedIn' | 'token' | 'tokenGuest'>): string | null {
  return state.isLoggedIn ? state.token : state.tokenGuest;
}
