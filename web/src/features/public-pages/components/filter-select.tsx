import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
}: {
  field: string;
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  values: Record<string, string>;
  problems: Record<string, string>;
  onChange(patch: Record<string, string | null>): void;
  searchable?: boolean;
}) {
  const { t } = useTranslation();
  const problem = problems[field];
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={values[field] ?? null}
      onChange={(value) => onChange({ [field]: value })}
      error={problem ? t(`publicPages.validation.${problem}`) : undefined}
      searchable={searchable}
      clearable
    />
  );
}

/** Options of a filter from `{ id, name }` records. */
export function asOptions(items: { id: number; name: string }[] | undefined) {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
}
