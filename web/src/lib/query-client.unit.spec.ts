import { describe, expect, it } from 'vitest';
import { cyrillicNamesKey } from './cyrillic-names-key';
import { queryClient } from './query-client';

describe('when an admin saves a record in the Cyrillic interface', () => {
  it('reads the records’ own Cyrillic forms again, so a new form shows at once', async () => {
    queryClient.setQueryData(cyrillicNamesKey, { data: { 'Millennium centar': 'Миленијум' } });
    const save = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.resolve({ id: 1 }),
    });
    await save.execute(undefined);
    expect(queryClient.getQueryState(cyrillicNamesKey)?.isInvalidated).toBe(true);
    queryClient.clear();
  });

  it('keeps them when a save fails', async () => {
    queryClient.setQueryData(cyrillicNamesKey, { data: {} });
    const save = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(new Error('422')),
    });
    await expect(save.execute(undefined)).rejects.toThrow('422');
    expect(queryClient.getQueryState(cyrillicNamesKey)?.isInvalidated).toBe(false);
    queryClient.clear();
  });
});
