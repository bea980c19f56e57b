/** The API's base path: the panel calls it on its own origin. */
export const API_URL = '/api';
