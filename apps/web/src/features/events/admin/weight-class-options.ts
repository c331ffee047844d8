import { useSelectables } from '../../../lib/selectables';

/**
 * Weight classes on offer as select options; `kept` are classes already chosen that are no
 * longer offered (retired), which stay choosable under their name.
 */
export function useWeightClassOptions(kept: readonly { id: string; name: string }[] = []) {
  const selectables = useSelectables();
  const offered = selectables.data?.weightClasses ?? [];
  const known = new Set(offered.map((item) => item.id));
  const options = [
    ...offered.map((item) => ({ value: item.id, label: item.label })),
    ...kept.filter((item) => !known.has(item.id)).map((item) => ({ value: item.id, label: item.name })),
  ];
  return { options, loading: selectables.isPending };
}
