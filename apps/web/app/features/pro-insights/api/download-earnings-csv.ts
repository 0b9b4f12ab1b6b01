/**
 * GET /company/earnings.csv?Month=YYYY-MM: the month's statement as a CSV file, saved by the browser as
 * 'upkeep-earnings-YYYY-MM.csv'. The answer is a file, so this call answers a Blob rather than an envelope.
 */
import { useMutation } from '@tanstack/react-query';
import { companyInsightEndpoints } from '@upkeep/contract';
import { apiFile } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';

export function fetchEarningsCsv(token: string, month: string): Promise<Blob> {
  return apiFile(companyInsightEndpoints.companyEarningsCsv, 'text/csv', { token, query: { Month: month } });
}

export async function downloadEarningsCsv(token: string, month: string) {
  const blob = await fetchEarningsCsv(token, month);
  saveBlob(blob, `upkeep-earnings-${month}.csv`);
}

export function useDownloadEarningsCsv(token: string, month: string) {
  return useMutation({ mutationFn: () => downloadEarningsCsv(token, month) });
}
