/**
 * The support screens' calls (issue 15): the inbox, tickets with their refunds, and customers. Every query key
 * starts with ['staff', token, 'support'] so a change invalidates only what it touched.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BlockCustomerRequest,
  staffConsoleEndpoints as endpoints,
  IDEMPOTENCY_KEY_HEADER,
  type InboxKind,
  type InboxQuery,
  type RefundBearer,
  type StaffCustomersQuery,
  type StaffTicketsQuery,
  type UpdateInboxRequest,
} from '@upkeep/contract';
import { api } from '../../lib/api';

const root = (token: string) => ['staff', token, 'support'] as const;
export const supportKeys = {
  inbox: (token: string) => [...root(token), 'inbox'] as const,
  inboxList: (token: string, query: InboxQuery) => [...root(token), 'inbox', 'list', query] as const,
  inboxItem: (token: string, kind: InboxKind, id: number) => [...root(token), 'inbox', 'item', kind, id] as const,
  tickets: (token: string) => [...root(token), 'tickets'] as const,
  ticketList: (token: string, query: StaffTicketsQuery) => [...root(token), 'tickets', 'list', query] as const,
  ticket: (token: string, id: number) => [...root(token), 'tickets', 'item', id] as const,
  customers: (token: string) => [...root(token), 'customers'] as const,
  customerList: (token: string, query: StaffCustomersQuery) => [...root(token), 'customers', 'list', query] as const,
  customer: (token: string, id: number) => [...root(token), 'customers', 'item', id] as const,
};

// ---------------------------------------------------------------- inbox

/** A page of the inbox, newest first (the whole envelope: `data` and `pages`). */
export function useInbox(token: string, query: InboxQuery) {
  return useQuery({
    queryKey: supportKeys.inboxList(token, query),
    queryFn: ({ signal }) => api(endpoints.staffInbox, { token, query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useInboxItem(token: string, kind: InboxKind, id: number) {
  return useQuery({
    queryKey: supportKeys.inboxItem(token, kind, id),
    queryFn: ({ signal }) => api(endpoints.staffInboxItem, { token, params: { kind, id }, signal }),
    select: (r) => r.data,
    staleTime: 0,
  });
}

export function useUpdateInboxItem(token: string, kind: InboxKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInboxRequest) =>
      api(endpoints.updateInboxItem, { token, params: { kind, id }, body }).then((r) => r.data),
    onSuccess: (item) => {
      queryClient.setQueryData(supportKeys.inboxItem(token, kind, id), { statusCode: 200, message: 'OK', data: item });
      void queryClient.invalidateQueries({ queryKey: [...supportKeys.inbox(token), 'list'] });
    },
  });
}

/** Notes and replies: the message is read again so the thread shows what was added. */
function useInboxEntry(token: string, kind: InboxKind, id: number, which: 'note' | 'reply') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      which === 'note'
        ? api(endpoints.addInboxNote, { token, params: { kind, id }, body: { message } })
        : api(endpoints.replyInboxItem, { token, params: { kind, id }, body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.inbox(token) }),
  });
}

export const useAddInboxNote = (token: string, kind: InboxKind, id: number) => useInboxEntry(token, kind, id, 'note');
export const useReplyInboxItem = (token: string, kind: InboxKind, id: number) =>
  useInboxEntry(token, kind, id, 'reply');

export function useConfirmOptOut(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(endpoints.confirmOptOut, { token, params: { id } }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.inbox(token) }),
  });
}

// ---------------------------------------------------------------- tickets

export function useStaffTickets(token: string, query: StaffTicketsQuery) {
  return useQuery({
    queryKey: supportKeys.ticketList(token, query),
    queryFn: ({ signal }) => api(endpoints.staffTickets, { token, query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useStaffTicket(token: string, id: number) {
  return useQuery({
    queryKey: supportKeys.ticket(token, id),
    queryFn: ({ signal }) => api(endpoints.staffTicket, { token, params: { id }, signal }),
    select: (r) => r.data,
    staleTime: 0,
  });
}

export function useStaffTicketStatus(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { TicketsStatusID: number; Comments: string }) =>
      api(endpoints.staffTicketStatus, { token, params: { id }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(supportKeys.ticket(token, id), answer);
      void queryClient.invalidateQueries({ queryKey: [...supportKeys.tickets(token), 'list'] });
    },
  });
}

/** One refund submission: its amount, reason and who bears it, and the key that names it to the server. */
export interface RefundSubmission {
  Amount: number;
  Reason: string;
  BorneBy: RefundBearer;
  idempotencyKey: string;
}

export function useStaffRefund(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ Amount, Reason, BorneBy, idempotencyKey }: RefundSubmission) =>
      api(endpoints.staffRefund, {
        token,
        params: { id },
        body: { Amount, Reason, BorneBy },
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.tickets(token) }),
  });
}

// ---------------------------------------------------------------- customers

export function useStaffCustomers(token: string, query: StaffCustomersQuery) {
  return useQuery({
    queryKey: supportKeys.customerList(token, query),
    queryFn: ({ signal }) => api(endpoints.staffCustomers, { token, query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useStaffCustomer(token: string, id: number) {
  return useQuery({
    queryKey: supportKeys.customer(token, id),
    queryFn: ({ signal }) => api(endpoints.staffCustomer, { token, params: { id }, signal }),
    select: (r) => r.data,
    staleTime: 0,
  });
}

export function useBlockCustomer(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockCustomerRequest) =>
      api(endpoints.blockCustomer, { token, params: { id }, body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.customers(token) }),
  });
}

export function useCustomerPasswordReset(token: string, id: number) {
  return useMutation({
    mutationFn: () => api(endpoints.customerPasswordReset, { token, params: { id } }),
  });
}
