/**
 * Serialised list answers kept by query and table change version (rowCounts.ts). Staff open the
 * same first pages all day while writes are rare, so most list requests are answered without
 * reading or serialising 50 rows again. An entry is used only while the table's version is the one
 * it was built at: any insert, update or delete — by any process — makes it miss. Entries are kept
 * least-recently-used, and large answers are not kept at all.
 */
export interface ListCache {
  get(key: string, version: number): string | undefined;
  set(key: string, version: number, payload: string): void;
}

export function createListCache({ entries = 200, maxPayloadBytes = 512 * 1024 } = {}): ListCache {
  const answers = new Map<string, { version: number; payload: string }>();
  return {
    get(key, version) {
      const answer = answers.get(key);
      if (!answer) return undefined;
      answers.delete(key);
      if (answer.version !== version) return undefined;
      answers.set(key, answer);
      return answer.payload;
    },
    set(key, version, payload) {
      if (payload.length > maxPayloadBytes) return;
      answers.delete(key);
      answers.set(key, { version, payload });
      if (answers.size > entries) answers.delete(answers.keys().next().value!);
    },
  };
}
