import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListContextProvider, Notification, type ListControllerResult } from 'react-admin';
import { DownloadCsvButton, ROWS_KEPT_IN_MEMORY } from '../../resources/core/DownloadCsvButton';
import { answerApiWith, renderWithAdmin, signInAs } from '../support/renderWithAdmin';

const CSV = '\uFEFFPolicy Number,Customer Name\r\nOG-25-1901-1801-00004242,Kavya Menon\r\nOG-25-1901-1801-00004243,Ravi Sharma\r\n';

const asked: URL[] = [];
// As the server answers (server/routes/csvExport.ts): the file, its name and the row count for the progress.
const server = setupServer(
  http.get('*/api/motor-policy/download-csv', ({ request }) => {
    asked.push(new URL(request.url));
    return new HttpResponse(CSV, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="motor-policies.csv"',
        'X-Total-Rows': '2',
      },
    });
  }),
);

function renderButton(total: number) {
  const list = { filterValues: { search: 'sharma' }, sort: { field: 'createdAt', order: 'DESC' }, total } as unknown as ListControllerResult;
  renderWithAdmin(
    'motorPolicies',
    <ListContextProvider value={list}>
      <DownloadCsvButton />
      <Notification />
    </ListContextProvider>,
  );
}

/** A file chosen in the save dialog: what is written reaches `contents` only when the stream closes, as on disk. */
function fileOnDisk() {
  const file = { contents: null as string | null, aborted: false };
  const handle = {
    async createWritable() {
      const chunks: Uint8Array[] = [];
      return new WritableStream<Uint8Array>({
        write: (chunk) => void chunks.push(chunk),
        close: () => void (file.contents = Buffer.concat(chunks).toString('utf8')),
        abort: () => void (file.aborted = true),
      });
    },
  };
  return { file, handle };
}

type PickerWindow = Window & { showSaveFilePicker?: unknown };

describe('Download CSV', () => {
  answerApiWith(server);
  let savedLinks: { download: string; blob: Blob }[];
  beforeEach(() => {
    signInAs('staff');
    asked.length = 0;
    savedLinks = [];
    // jsdom has no object URLs and does not follow download links: the link's file and name are kept instead.
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedLinks.push({ download: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => {
    server.resetHandlers();
    vi.restoreAllMocks();
    delete (window as PickerWindow).showSaveFilePicker;
  });

  it('saves a list of ordinary size straight away as motor-policies.csv, with the list search', async () => {
    const picker = vi.fn();
    (window as PickerWindow).showSaveFilePicker = picker;
    renderButton(2);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('CSV file downloaded successfully!')).toBeInTheDocument();
    expect(picker).not.toHaveBeenCalled();
    expect(savedLinks.map((link) => link.download)).toEqual(['motor-policies.csv']);
    expect(Buffer.from(await savedLinks[0].blob.arrayBuffer()).toString('utf8')).toBe(CSV);
    expect(asked[0].searchParams.get('search')).toBe('sharma');
  });

  it('streams a list too big for the page memory into the file the user picks', async () => {
    const { file, handle } = fileOnDisk();
    const picker = vi.fn(async () => handle);
    (window as PickerWindow).showSaveFilePicker = picker;
    renderButton(ROWS_KEPT_IN_MEMORY + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('CSV file downloaded successfully!')).toBeInTheDocument();
    expect(picker).toHaveBeenCalledWith({ suggestedName: 'motor-policies.csv', types: [{ description: 'CSV', accept: { 'text/csv': ['.csv'] } }] });
    expect(file.contents).toBe(CSV);
    expect(savedLinks).toEqual([]);
  });

  it('downloads nothing and says nothing when the user closes the save dialog', async () => {
    (window as PickerWindow).showSaveFilePicker = vi.fn(async () => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    });
    renderButton(ROWS_KEPT_IN_MEMORY + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(screen.queryByText(/CSV file/)).not.toBeInTheDocument();
  });

  it('says the download failed and leaves no half-written file when the server refuses', async () => {
    server.use(http.get('*/api/motor-policy/download-csv', () => HttpResponse.json({ statusCode: 500, message: 'Internal Server Error' }, { status: 500 })));
    const { file, handle } = fileOnDisk();
    (window as PickerWindow).showSaveFilePicker = async () => handle;
    renderButton(ROWS_KEPT_IN_MEMORY + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Failed to download CSV file')).toBeInTheDocument();
    expect(await screen.findByText('Failed to download CSV file!')).toBeInTheDocument();
    expect(file).toEqual({ contents: null, aborted: true });
  });

  it('says the download failed, rather than that it succeeded, when the browser cannot keep the whole file', async () => {
    // What Chromium does with a Blob beyond what it keeps in memory: it exists, but cannot be read.
    vi.spyOn(Blob.prototype, 'arrayBuffer').mockRejectedValue(new DOMException('The requested file could not be read', 'NotReadableError'));
    renderButton(ROWS_KEPT_IN_MEMORY + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Failed to download CSV file')).toBeInTheDocument();
    expect(savedLinks).toEqual([]);
  });
});
