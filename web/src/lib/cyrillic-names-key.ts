/**
 * The query holding the records' own Cyrillic forms (GET /api/names/cyrillic). Its own module
 * so the query client can name it without loading i18n and the API client.
 */
export const cyrillicNamesKey = ['names', 'cyrillic'] as const;
