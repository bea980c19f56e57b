/**
 * Where a download fetched with the bearer token is written. It cannot be a plain link, so the page
 * receives the file itself and then either hands it to the browser as one Blob (small files, every
 * browser) or streams it into a file the user picks (large files, where the browser has the File
 * System Access API: Chrome and Edge). Browsers cap what they keep of Blobs in memory: headless
 * Chromium 156 could not read back an 800 MB one, and its download was cancelled (a whole book of a
 * million policies is about 730 MB as CSV), so a Blob is only for what fits comfortably.
 */

export interface DownloadFile {
  name: string;
  /** A plain MIME type (no parameters), as the save dialog's file type filter wants it. */
  mimeType: string;
  description: string;
}

type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<FileSystemFileHandle>;

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A stream kept in memory and saved as a Blob when it closes. A browser that could not keep the whole
 * Blob still creates it but cannot read its end, and its download would fail without a word; reading
 * the last byte first turns that into an error the caller reports.
 */
function memoryDestination(file: DownloadFile): WritableStream<Uint8Array> {
  const chunks: Uint8Array[] = [];
  return new WritableStream({
    write(chunk) {
      chunks.push(chunk);
    },
    async close() {
      const blob = new Blob(chunks as BlobPart[], { type: file.mimeType });
      chunks.length = 0;
      if (blob.size > 0) await blob.slice(blob.size - 1).arrayBuffer();
      saveBlob(blob, file.name);
    },
  });
}

/**
 * The destination of a download: for a `large` one, a file chosen in the browser's save dialog where
 * there is one (it must open straight from the click, before anything is fetched); otherwise memory.
 * `null` when the user closes the save dialog without choosing: nothing is downloaded and, as they
 * chose it, nothing is reported.
 */
export async function downloadDestination(file: DownloadFile, { large }: { large: boolean }): Promise<WritableStream<Uint8Array> | null> {
  const showSaveFilePicker = (window as Window & { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  if (!large || !showSaveFilePicker) return memoryDestination(file);
  const extension = file.name.slice(file.name.lastIndexOf('.'));
  try {
    const handle = await showSaveFilePicker.call(window, {
      suggestedName: file.name,
      types: [{ description: file.description, accept: { [file.mimeType]: [extension] } }],
    });
    // Written to a temporary file that replaces the chosen one on close and is dropped on abort.
    return await handle.createWritable();
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError') return null;
    throw error;
  }
}
