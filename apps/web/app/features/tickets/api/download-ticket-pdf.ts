/**
 * POST /reports/ticket/{id}: the ticket as a PDF, saved by the browser as 'Ticket {id} - {service name}.pdf'
 * (spec 000 section 7, with a separator; the contract's ticketPdfFileName, as the server names it too). The
 * answer is binary, so this call does not go through the JSON client.
 */
import { ticketPdfFileName } from '@upkeep/contract';
import { API_BASE, ApiError } from '../../../lib/api';

export async function fetchTicketPdf(ticketId: number, token: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/reports/ticket/${ticketId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/pdf' },
    });
  } catch {
    throw new ApiError(0, 'Network error: the server could not be reached.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? response.statusText);
  }
  return response.blob();
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
