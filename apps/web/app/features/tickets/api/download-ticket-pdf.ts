/**
 * POST /reports/ticket/{id}: the ticket as a PDF, saved by the browser as 'Ticket {id} - {service name}.pdf'
 * (spec 000 section 7, with a separator; the contract's ticketPdfFileName, as the server names it too). The
 * answer is a file, so this call answers a Blob rather than an envelope.
 */
import { reportEndpoints, ticketPdfFileName } from '@upkeep/contract';
import { apiFile } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';

export function fetchTicketPdf(ticketId: number, token: string): Promise<Blob> {
  return apiFile(reportEndpoints.ticketPdf, 'application/pdf', { params: { id: ticketId }, token });
}

export async function downloadTicketPdf(ticketId: number, serviceName: string, token: string) {
  const blob = await fetchTicketPdf(ticketId, token);
  saveBlob(blob, ticketPdfFileName(ticketId, serviceName));
}
