import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import * as yup from 'yup';

/**
 * A list's filters kept in the address (so a link shows the same list), checked with the same
 * schema the server uses. `problems` maps a field to its message key; the page shows them and
 * asks for nothing until the address is fixed. Changing a filter goes back to page 1.
 * `filterProps` is what a filters panel takes from it (values, problems, onChange).
 */
export function useUrlFilter<S extends yup.AnyObjectSchema>(schema: S, fields: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const raw = useMemo(() => {
    const values: Record<string, string> = {};
    for (const field of fields) {
      const value = search.get(field);
      if (value !== null && value !== '') values[field] = value;
    }
    return values;
  }, [search, fields]);
  const problems = useMemo(() => {
    try {
      schema.validateSync(raw, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof yup.ValidationError)) throw error;
      const found: Record<string, string> = {};
      for (const problem of error.inner.length > 0 ? error.inner : [error]) {
        found[problem.path ?? 'body'] ??= problem.message;
      }
      return found;
    }
  }, [schema, raw]);

  const set = (patch: Record<string, string | null | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in patch)) next.delete('page');
    setSearch(next);
  };

  return {
    raw,
    problems,
    valid: Object.keys(problems).length === 0,
    set,
    filterProps: { values: raw, problems, onChange: set },
  };
}
