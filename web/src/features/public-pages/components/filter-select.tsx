import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list's filters as the address holds them, with the schema's problem for each. */
export interface FilterState {
  values: Record<string, string>;
  problems: Record<string, string>;
  onChange(patch: Record<string, string | null>): void;
}

/** A list's filter bar: the filters' state and the options it chooses from. */
export type FiltersProps<Options> = FilterState & { options: Options | undefined };

/** A filter's problem as the visitor reads it. */
export function useFilterProblem(problems: Record<string, string>) {
  const { t } = useTranslation();
  return (field: string) =>
    problems[field] ? t(`publicPages.validation.${problems[field]}`) : undefined;
}

/** One list filter kept in the address: a clearable choice whose problem the schema names. */
export function FilterSelect({
  field,
  label,
  placeholder,
  data,
  values,
  problems,
  onChange,
  searchable = true,
}: FilterState & {
  field: string;
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  searchable?: boolean;
}) {
  const problem = useFilterProblem(problems);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={values[field] ?? null}
      onChange={(value) => onChange({ [field]: value })}
      error={problem(field)}
      searchable={searchable}
      clearable
    />
  );
}

/** Options of a filter from `{ id, name }` records. */
export function asOptions(
  items: { id: number; name: string }[] | undefined,
  /** How the interface writes a name (`useName`): user data is in the interface's script. */
  name: (name: string) => string = (text) => text,
) {
  return (items ?? []).map((item) => ({ value: String(item.id), label: name(item.name) }));
}
