/** A signed amount for the ledger: "+5", "−3" (a true minus sign), "0". */
export function signedPoints(point: number): string {
  if (point > 0) return `+${point}`
  if (point < 0) return `\u2212${Math.abs(point)}`
  return '0'
}
