import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { groupsFileContent, groupsFileName, saveTextFile, type DownloadFormat } from './group-by-file';
import { groupByQueryOptions } from './group-by-query';
import { parseCardEntry } from './group-by-rows';

/**
 * Downloads of one card's groups or of several cards at once, each group-by fetched with its full
 * 200 groups (shared with the More dialog's cache).
 */
export function useGroupByDownload(entityType: string, filter: string, search: string) {
  const queryClient = useQueryClient();
  const [isDownloading, setIsDownloading] = useState(false);

  async function download(entries: readonly string[], format: DownloadFormat): Promise<void> {
    if (entries.length === 0) return;
    setIsDownloading(true);
    try {
      const results = await Promise.all(
        entries.map((entry) => queryClient.fetchQuery(groupByQueryOptions(entityType, filter, search, entry))),
      );
      const keys = entries.map((entry) => parseCardEntry(entry).key);
      saveTextFile(groupsFileName(entityType, keys, format), groupsFileContent(results, format), format);
    } catch (error) {
      showSnackbar(`Download failed: ${error instanceof Error ? error.message : 'unknown error'}`, 'error');
    } finally {
      setIsDownloading(false);
    }
  }

  return { download, isDownloading };
}
