/**
 * The named columns of a table under their own names, for a select: `...columnsOf(lives, 'startTime', 'views')` is
 * `{ startTime: lives.startTime, views: lives.views }` (`localized` picks the bilingual ones).
 */
export function columnsOf<T, N extends keyof T & string>(table: T, ...names: N[]): Pick<T, N> {
  return Object.fromEntries(names.map((name) => [name, table[name]])) as Pick<T, N>
}
