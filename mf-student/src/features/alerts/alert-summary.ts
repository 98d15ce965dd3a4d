import { useCallback, useMemo } from 'react';
import { describeAlertSearch, type JobAlert } from 'api-contract/alerts';
import { useCategories } from 'api-calls';

/**
 * An alert's search in a line ('"barista" in Hospitality near Newtown NSW (10 km), $35+/h'), with
 * the category's display name from the kit's cached categories. `ready` is false until they have
 * answered; if they fail, the category's code stands in for its name.
 */
export function useAlertSummary() {
  const categories = useCategories();
  const names = useMemo(
    () => new Map(categories.data?.categories.map((c) => [c.code, c.display_name])),
    [categories.data],
  );
  const summarize = useCallback(
    ({ search }: JobAlert) =>
      describeAlertSearch(
        search,
        search.category_code ? (names.get(search.category_code) ?? search.category_code) : null,
      ),
    [names],
  );
  return { summarize, ready: !categories.isPending };
}
