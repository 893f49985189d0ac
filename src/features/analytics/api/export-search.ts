import { http } from '../../../api/http-clients';

export interface SearchExportStarted {
  /** the export job */
  id: string;
  message: string;
}

/**
 * POST {analytics}/analytics/{id}/export — the search's whole result as CSV, its download link
 * mailed to the account's own address once ready (202 with the job and a message).
 */
export async function exportSearch(id: string): Promise<SearchExportStarted> {
  const response = await http.analytics.post<SearchExportStarted>(`/analytics/${encodeURIComponent(id)}/export`);
  return response.data;
}
