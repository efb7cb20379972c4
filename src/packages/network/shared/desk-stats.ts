/** A day as the charts label it: 09-08. */
export const dayLabel = (date: string) => date.slice(5)

/** A share as a percentage with one decimal, or a dash when there is nothing to divide by. */
export const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '-')
