import type { CategoryCode } from 'api-contract/listings';
import { useCategories } from 'api-calls';
import { Select } from 'shared-kit';

/** The category an alert follows: all categories (null) by default, or one of the system's. */
export function CategorySelect({
  value,
  onChange,
}: {
  value: CategoryCode | null;
  onChange: (category: CategoryCode | null) => void;
}) {
  const categories = useCategories();
  const options = [
    { value: '', label: 'All categories' },
    ...(categories.data?.categories ?? []).map((c) => ({ value: c.code, label: c.display_name })),
  ];
  return (
    <Select
      label="Category"
      value={value ?? ''}
      onChange={(event) =>
        onChange(event.target.value === '' ? null : (event.target.value as CategoryCode))
      }
      options={options}
    />
  );
}
