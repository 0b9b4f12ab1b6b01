/**
 * POST /reports/ticket/{id}: the ticket as a PDF, saved by the browser as 'Ticket {id} - {service name}.pdf'
 * (spec 000 section 7, with a separator; the contract's ticketPdfFileName, as the server names it too). The
 * answer is a file, so this call answers a Blob rather than an envelope.
 */
import { reportEndpoints, ticketPdfFileName } from '@upkeep/contract';
import { apiFile } from '../../../lib/api';

export function fetchTicketPdf(ticketId: number, token: string): Promise<Blob> {
  return apiFile(reportEndpoints.ticketPdf, 'application/pdf', { params: { id: ticketId }, token });
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export async function downloadTicketPdf(ticketId: number, serviceName: string, token: string) {
  const blob = await fetchTicketPdf(ticketId, token);
  saveBlob(blob, ticketPdfFileName(ticketId, serviceName));
}
