/** The request header by which a person confirms a write that resembles other records (declaration `similarWhen`). */
export const SAVE_SIMILAR_HEADER = 'Save-Similar';
