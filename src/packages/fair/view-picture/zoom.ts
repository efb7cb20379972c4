/** How far a picture may be zoomed in, and one step of the buttons. */
export const MAX_SCALE = 4
export const SCALE_STEP = 0.5

export interface ZoomState {
  scale: number
  x: number
  y: number
}

export const FIT: ZoomState = { scale: 1, x: 0, y: 0 }

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Zoomed to `scale` (1 to MAX_SCALE); back at 1 the picture is centred again. */
export function zoomTo(state: ZoomState, scale: number): ZoomState {
  const next = clamp(scale, 1, MAX_SCALE)
  return next === 1 ? FIT : { ...state, scale: next }
}

/** Moved by a drag, never further than the zoomed picture's overhang of a `width` x `height` frame. */
export function panBy(state: ZoomState, dx: number, dy: number, width: number, height: number): ZoomState {
  if (state.scale === 1) return state
  const limitX = ((state.scale - 1) * width) / 2
  const limitY = ((state.scale - 1) * height) / 2
  return { ...state, x: clamp(state.x + dx, -limitX, limitX), y: clamp(state.y + dy, -limitY, limitY) }
}

/** The scale two fingers make: the start scale times how much further apart they are than they were. */
export function pinch(startScale: number, startDistance: number, distance: number): number {
  return startDistance > 0 ? clamp((startScale * distance) / startDistance, 1, MAX_SCALE) : startScale
}

/** The pictures a `urls` query names (comma separated, each URI-encoded). */
export function picturesOf(urls: string | undefined): string[] {
  return decodedFully(urls ?? '')
    .split(',')
    .map((url) => decodedFully(url).trim())
    .filter((url) => url && !url.includes('%'))
}

/** A query value decoded until it stops changing: the H5 router hands params over still encoded, the mini program not. */
function decodedFully(value: string): string {
  let current = value
  for (let round = 0; round < 3; round += 1) {
    try {
      const next = decodeURIComponent(current)
      if (next === current) return current
      current = next
    } catch {
      return current
    }
  }
  return current
}
