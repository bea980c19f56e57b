/** Family seeds: tuning families to develop a reader against, held-back families to measure it on. */

export const TUNING_FAMILY_SEEDS: readonly number[] = Array.from({ length: 24 }, (_, i) => i + 1);
export const HELD_BACK_FAMILY_SEEDS: readonly number[] = Array.from({ length: 30 }, (_, i) => 9001 + i);

/** Seeds from 9000 up are held-back families: they may print held-back-only wordings. */
export const isHeldBack = (familySeed: number) => familySeed >= 9000;
