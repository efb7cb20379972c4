/** A `%keyword%` ILIKE pattern in which the user's own % _ and \ match literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
