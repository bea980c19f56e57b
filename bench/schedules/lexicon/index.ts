import type { Random } from '../random';
import { DATE_PAIR_WORDINGS, FIELD_WORDINGS, type PairWordings, type Wordings } from './fields';
import { BROKER_SENTENCES, INTRO_SENTENCES, PREVIOUS_SENTENCES, type SentenceWordings } from './sentences';
import { HEADING_WORDINGS, TABLE_WORDINGS, TITLE_WORDINGS } from './structure';

export * from './fields';
export * from './sentences';
export * from './structure';

/**
 * A tuning family draws from the shared wordings only; a held-back family draws a held-back-only
 * wording half of the time, so its documents mix familiar and unseen labels.
 */
export function chooseWording<T>(rng: Random, wordings: { shared: readonly T[]; heldBack: readonly T[] }, heldBack: boolean, accept: (wording: T) => boolean = () => true): T {
  const shared = wordings.shared.filter(accept);
  const held = wordings.heldBack.filter(accept);
  if (heldBack && held.length > 0 && (shared.length === 0 || rng.chance(0.5))) return rng.pick(held);
  return rng.pick(shared);
}

function wordingsOf(part: 'shared' | 'heldBack'): string[] {
  const single = (groups: Record<string, Wordings>) => Object.values(groups).flatMap((group) => group[part]);
  const pairs = (groups: Record<string, PairWordings>) => Object.values(groups).flatMap((group) => group[part].flat());
  const sentences = [INTRO_SENTENCES, BROKER_SENTENCES, PREVIOUS_SENTENCES].flatMap((group: SentenceWordings) => group[part]);
  return [...single(FIELD_WORDINGS), ...pairs(DATE_PAIR_WORDINGS), ...single(HEADING_WORDINGS), ...single(TABLE_WORDINGS), ...TITLE_WORDINGS[part], ...sentences].map((wording) => wording.toLowerCase());
}

/** Every held-back-only wording, lower-cased (for checking that tuning families never print one). */
export const heldBackWordings = () => wordingsOf('heldBack');

/** Every wording tuning families may print, lower-cased. */
export const sharedWordings = () => wordingsOf('shared');

export type LabelCase = 'asWritten' | 'upper' | 'title' | 'sentence';

/** Re-cases a wording; sentence case keeps acronyms (NCB, OD, IDV) as they are. */
export function applyCase(text: string, labelCase: LabelCase): string {
  switch (labelCase) {
    case 'asWritten':
      return text;
    case 'upper':
      return text.toUpperCase();
    case 'title':
      return text.replace(/(^|[\s/(-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
    case 'sentence':
      return text
        .split(' ')
        .map((word, index) => (index === 0 || /^[A-Z0-9.&/()%+#-]+$/.test(word.replace(/[.:]$/, '')) ? word : word.toLowerCase()))
        .join(' ');
  }
}

/** Every Latin letter moved 13 places (ROT13); a sentence's `{field}` slots kept. */
const rot13 = (text: string) =>
  text
    .split(/(\{[a-z_]+\})/)
    .map((part) => (part.startsWith('{') ? part : part.replace(/[a-z]/gi, (letter) => String.fromCharCode((((letter.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (letter <= 'Z' ? 65 : 97))))))
    .join('');

/** A wording (or a pair of them) in words no reader knows: the same shape, letters enciphered. */
export function encipher<T>(wording: T): T {
  if (typeof wording === 'string') return rot13(wording) as T;
  if (Array.isArray(wording)) return wording.map(encipher) as T;
  return wording;
}
