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

/**
 * At most `entries` answers and `maxCharacters` characters in all (4–8 MB; a page of 50 policies is
 * about 85,000 characters), so the cache's memory stays small whatever page sizes staff choose.
 */
export function createListCache({ entries = 200, maxCharacters = 4 * 1024 * 1024, maxPayloadCharacters = 512 * 1024 } = {}): ListCache {
  const answers = new Map<string, { version: number; payload: string }>();
  let characters = 0;
  const remove = (key: string) => {
    const answer = answers.get(key);
    if (!answer) return undefined;
    answers.delete(key);
    characters -= answer.payload.length;
    return answer;
  };
  return {
    get(key, version) {
      const answer = remove(key);
      if (!answer || answer.version !== version) return undefined;
      answers.set(key, answer);
      characters += answer.payload.length;
      return answer.payload;
    },
    set(key, version, payload) {
      if (payload.length > maxPayloadCharacters) return;
      remove(key);
      answers.set(key, { version, payload });
      characters += payload.length;
      while (answers.size > entries || characters > maxCharacters) remove(answers.keys().next().value!);
    },
  };
}
