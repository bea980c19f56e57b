/** The uploader's file name, kept only for display: no path, no control characters, bounded. */
export const uploadedFileName = (name: string | undefined, fallback: string) =>
  (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200) || fallback;
