import { screen, waitFor, within } from '@testing-library/react';
import { renderReport, serveWorks } from './report-test-fixtures';

/** Captures the files the report hands to the browser instead of downloading them. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:report/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs[Number(this.href.split('/').at(-1)) - 1]! });
  });
  return files;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReportView actions', () => {
  it('adds a card from the group-by facets not shown yet', async () => {
    const requests = serveWorks();
    const { user, onGroupBysChange } = renderReport({ groupBys: ['type'] });
    await screen.findByRole('region', { name: 'Type' });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Type' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Language' }));
    expect(onGroupBysChange).toHaveBeenLastCalledWith(['type', 'language']);
    expect(await screen.findByRole('region', { name: 'Language' })).toBeInTheDocument();
    await waitFor(() => expect(requests.at(-1)!.get('group_bys')).toBe('type,language'));
  });

  it('removes a card', async () => {
    serveWorks();
    const { user, onGroupBysChange } = renderReport({ groupBys: ['type', 'open_access.is_oa'] });
    await user.click(await screen.findByRole('button', { name: 'Remove Type card' }));
    expect(onGroupBysChange).toHaveBeenLastCalledWith(['open_access.is_oa']);
    expect(screen.queryByRole('region', { name: 'Type' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Open Access' })).toBeInTheDocument();
  });

  it('downloads a card’s 200 groups as CSV', async () => {
    const files = captureDownloads();
    const requests = serveWorks();
    const { user } = renderReport({ groupBys: ['authorships.institutions.lineage'] });
    const region = await screen.findByRole('region', { name: 'Institution' });
    await waitFor(() => expect(within(region).getByRole('table')).toBeInTheDocument());
    await user.click(within(region).getByRole('button', { name: 'Download Institution' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('works-group-by-authorships-institutions-lineage.csv');
    expect((await files[0]!.blob.text()).split('\r\n').slice(0, 2)).toEqual([
      'key,key_display_name,count',
      'https://openalex.org/I63966007,Massachusetts Institute of Technology,600',
    ]);
    const download = requests.find((params) => params.has('group_by'))!;
    expect(download.get('per_page')).toBe('200');
  });

  it('downloads every card at once as JSON, unknown groups as the cards show them', async () => {
    const files = captureDownloads();
    serveWorks();
    const { user } = renderReport({ groupBys: ['open_access.is_oa', 'language:include_unknown'] });
    await screen.findByRole('region', { name: 'Language' });
    await user.click(screen.getByRole('button', { name: 'Download all cards' }));
    await user.click(await screen.findByRole('menuitem', { name: 'JSON' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('works-group-bys.json');
    const content = JSON.parse(await files[0]!.blob.text()) as { group_by: string; groups: unknown[] }[];
    expect(content.map((card) => [card.group_by, card.groups.length])).toEqual([
      ['open_access.is_oa', 2],
      ['language', 3],
    ]);
  });

  it('shows a sum card from the search totals without grouping', async () => {
    const requests = serveWorks();
    renderReport({ groupBys: ['cited_by_count_sum', 'type'] });
    const region = await screen.findByRole('region', { name: 'Citations Sum' });
    expect(await within(region).findByText('4,321')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((params) => params.get('group_bys') === 'type')).toBe(true));
  });

  it('offers to add a card when there is none', async () => {
    renderReport({ groupBys: [] });
    expect(screen.getByText(/No cards yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download all cards' })).toBeDisabled();
  });
});
