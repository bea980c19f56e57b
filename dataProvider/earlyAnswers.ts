/**
 * Requests the panel is known to make first, started by the entry point while the panel's code
 * downloads (src/firstLoad.ts says which), so their answers travel alongside it instead of
 * after it. Each answer is kept for the first GET of the same path through `httpClient`, and for a
 * few seconds only. A failed or missing one sends that GET to the API as usual, so errors (an
 * expired session, a refusal) are met where they always are. No react-admin here: the entry point
 * carries this module, public pages included.
 */
import { API_URL, apiHeaders } from './api';

interface EarlyAnswer {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

/** Long enough for the slowest first screen to ask; never an answer a user could take for current. */
const KEPT_FOR_MS = 10_000;

const answers = new Map<string, Promise<EarlyAnswer | undefined>>();

/** Starts GET {API_URL}{path} with the stored token; the answer waits for `takeEarlyAnswer(path)`. */
export function requestEarly(path: string) {
  const answer = fetch(`${API_URL}${path}`, { headers: apiHeaders(), credentials: 'include' })
    .then(async (response) => {
      if (!response.ok) {
        void response.body?.cancel();
        return undefined;
      }
      const body = await response.text();
      return { status: response.status, headers: response.headers, body, json: JSON.parse(body) };
    })
    .catch(() => undefined);
  answers.set(path, answer);
  setTimeout(() => answers.get(path) === answer && answers.delete(path), KEPT_FOR_MS);
}

/** The early answer to GET `path`, as react-admin's fetchJson gives one: once, and only a success. */
export function takeEarlyAnswer(path: string): Promise<EarlyAnswer | undefined> | undefined {
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}
