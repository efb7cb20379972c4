// Search keywords remembered on the search page.
export const KEYWORD_HISTORY_MAX = 6
// Recently picked cities remembered by the city picker.
export const CITY_HISTORY_MAX = 9

// Returns a new list with item first, earlier entries equal to it removed and at most max entries; the input list is never mutated.
export function pushBounded<T>(
  list: readonly T[],
  item: T,
  max: number,
  same: (a: T, b: T) => boolean = Object.is,
): T[] {
  return [item, ...list.filter((entry) => !same(entry, item))].slice(0, Math.max(0, max))
}
