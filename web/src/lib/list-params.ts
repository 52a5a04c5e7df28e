import { DEFAULT_PAGE_SIZE } from '../config/constants';

/** What an admin list screen asks for: a page and a search text. */
export interface ListParams {
  page: number;
  search: string;
}

/** The query string of an admin list call (`?page&per_page&search`), 10 a page. */
export function listParams({ page, search }: ListParams) {
  return { page, per_page: DEFAULT_PAGE_SIZE, search: search.trim() || undefined };
}
