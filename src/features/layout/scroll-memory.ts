/** Scroll positions of cached routes, kept for the life of the app. */
const positions = new Map<string, number>()

export function rememberScroll(key: string, top: number): void {
  positions.set(key, top)
}

export function recallScroll(key: string): number | undefined {
  return positions.get(key)
}
