/**
 * GET /company/earnings.csv?Month=YYYY-MM: the month's statement as a CSV file, saved by the browser as
 * 'upkeep-earnings-YYYY-MM.csv'. The answer is a file, so this call answers a Blob rather than an envelope.
 */
import { useMutation } from '@tanstack/react-query';
import { companyInsightEndpoints } from '@upkeep/contract';
import { apiFile } from '../../../lib/api';

export function fetchEarningsCsv(token: string, month: string): Promise<Blob> {
  return apiFile(companyInsightEndpoints.companyEarningsCsv, 'text/csv', { token, query: { Month: month } });
}

/** Hands a blob to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export async function downloadEarningsCsv(token: string, month: string) {
  const blob = await fetchEarningsCsv(token, month);
  saveBlob(blob, `upkeep-earnings-${month}.csv`);
}

export function useDownloadEarningsCsv(token: string, month: string) {
  return useMutation({ mutationFn: () => downloadEarningsCsv(token, month) });
}
