/**
 * Invoices (issue 50, decision 0039): issued when a job with an approved quote is completed, its balance (the order
 * less the order payments kept) charged to the approval's saved card or paid from the customer's link.
 */
import { z } from 'zod';

export const INVOICE_STATUSES = ['open', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice still open this many days after issue is overdue (the company's list, UpKeep's at-risk queue). */
export const INVOICE_OVERDUE_DAYS = 7;
/** The customer is reminded of an open invoice this many days after issue, once each. */
export const INVOICE_REMINDER_DAYS = [3, 7] as const;

/** GET /company/invoices?status=: open (overdue included), overdue only, or paid. */
export const INVOICE_FILTERS = ['open', 'overdue', 'paid'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];
export const invoiceListQuery = z.object({ status: z.enum(INVOICE_FILTERS).default('open') });
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;
