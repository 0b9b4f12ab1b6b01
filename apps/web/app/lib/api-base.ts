/** Where the API answers, under the web app's origin. Its own module: a page's early requests (before the API client loads) use it too. */
export const API_BASE = '/api';
