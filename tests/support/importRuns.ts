import type { ApiClient } from './apiClient';

/** A file as the import's upload form sends it. */
export const fileForm = (contents: BlobPart, fileName: string) => {
  const form = new FormData();
  form.append('file', new Blob([contents]), fileName);
  return form;
};

/** Polls an import until its phase is over, and answers how it stands. */
export async function finished(api: ApiClient, endpoint: string, id: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const state = await api.get(`${endpoint}/imports/${id}`);
    if (state.body.state !== 'running') return state.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}
