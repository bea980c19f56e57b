/** What a Tesseract word's confidence (0–100) and text say, shared by the readings of a page and the figures they lost. */

/**
 * A word read at least this surely (0–100) is printed where it is read: whatever ink was left out around it, and where
 * only one of the two readings saw it. Such words also give a page's type size.
 */
export const SURE_WORD = 90;

/** A word that is figures alone: an amount, a count, a code's digits. */
export const FIGURES = /^\d[\d,.]*$/;
