import { useDocumentTitle } from '@mantine/hooks';

/** The tab title names the page, so tabs, history and screen readers can tell pages apart. */
export function usePageTitle(title: string | undefined): void {
  useDocumentTitle(title ? `${title} · Courtside` : 'Courtside');
}
