import type { Paginated } from '@courtside/events';
import { Stack, Table, type TableTdProps, type TableTrProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from './list-toolbar';
import { EmptyBlock, ErrorState, LoadingBlock } from './page-state';

/** One column: its header and how a row fills its cell. */
export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  cell(row: T, index: number): ReactNode;
  /** Cell props (weight, alignment) shared by every row; the header takes the alignment. */
  td?: TableTdProps;
}

/** A list's name column: the record's name, in bold. */
export function nameColumn<T extends { name: string }>(header: ReactNode): DataColumn<T> {
  return { key: 'name', header, cell: (row) => row.name, td: { fw: 500 } };
}

/**
 * The administration's list table: a skeleton while loading, an error with "try again", an
 * empty message, then the rows (with their actions in the last column) and the pages.
 */
export function DataTable<T extends { id: number | string }>({
  label,
  loading,
  failed,
  onRetry,
  rows,
  columns,
  actions,
  empty,
  pages,
  minWidth,
  compact = false,
  rowProps,
}: {
  /** The table's accessible name. */
  label: string;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  rows: T[] | undefined;
  columns: DataColumn<T>[];
  /** Row actions, in a last column headed "Actions" unless another header is given. */
  actions?: { header?: ReactNode; cell(row: T): ReactNode };
  empty: { title: string; description?: string };
  pages?: { page: number; lastPage: number; onPage(page: number): void };
  /** Scroll sideways below this width instead of squeezing the columns. */
  minWidth?: number;
  /** Denser rows without stripes, for long lists of people and keys. */
  compact?: boolean;
  rowProps?(row: T, index: number): TableTrProps;
}) {
  const { t } = useTranslation();
  if (loading) return <LoadingBlock />;
  if (failed) return <ErrorState onRetry={onRetry} />;
  if (!rows || rows.length === 0) {
    return <EmptyBlock title={empty.title} description={empty.description} />;
  }
  const table = (
    <Table striped={!compact} verticalSpacing={compact ? 'xs' : 'sm'} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} ta={column.td?.ta}>
              {column.header}
            </Table.Th>
          ))}
          {actions && <Table.Th>{actions.header ?? t('common.actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={row.id} {...rowProps?.(row, index)}>
            {columns.map((column) => (
              <Table.Td key={column.key} {...column.td}>
                {column.cell(row, index)}
              </Table.Td>
            ))}
            {actions && <Table.Td>{actions.cell(row)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack gap="md">
      {minWidth ? (
        <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
      ) : (
        table
      )}
      {pages && (
        <ListPagination page={pages.page} lastPage={pages.lastPage} onPage={pages.onPage} />
      )}
    </Stack>
  );
}

/** A page of rows as TanStack Query holds it: what DataTable needs from such a query. */
export function pagedTable<T>(
  query: {
    isPending: boolean;
    isError: boolean;
    data?: Paginated<T>;
    refetch(): unknown;
  },
  onPage: (page: number) => void,
) {
  return {
    loading: query.isPending,
    failed: query.isError,
    onRetry: () => void query.refetch(),
    rows: query.data?.data,
    pages: query.data && {
      page: query.data.meta.current_page,
      lastPage: query.data.meta.last_page,
      onPage,
    },
  };
}

/**
 * DataTable's load state when its rows need several queries (e.g. roles and permissions):
 * loading while any loads, failed if any failed, and a retry that asks every one again.
 */
export function queriesState(
  ...queries: { isPending: boolean; isError: boolean; refetch(): unknown }[]
) {
  return {
    loading: queries.some((query) => query.isPending),
    failed: queries.some((query) => query.isError),
    onRetry: () => {
      for (const query of queries) void query.refetch();
    },
  };
}
