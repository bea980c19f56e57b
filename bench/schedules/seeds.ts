/** Family seeds: tuning families to develop a reader against, held-back families to measure it on. */

export const TUNING_FAMILY_SEEDS: readonly number[] = Array.from({ length: 24 }, (_, i) => i + 1);
export const HELD_BACK_FAMILY_SEEDS: readonly number[] = Array.from({ length: 30 }, (_, i) => 9001 + i);

/** Seeds from 9000 up are held-back families: they may print held-back-only wordings. */
export const isHeldBack = (familySeed: number) => familySeed >= 9000;

/**
 * Seeds from 100,000 up are families printed in words no reader knows: family N + 100,000 has
 * family N's design with every label, heading, title and sentence enciphered (ROT13), so that
 * only what one sample teaches can read it. They measure learning a layout, not the lexicon.
 */
export const UNKNOWN_WORDS_FROM = 100_000;
export const isUnknownWorded = (familySeed: number) => familySeed >= UNKNOWN_WORDS_FROM;
