import { COLORS } from '@/styles/colors'

/** A rectangle in the map's own units (the map is MAP_WIDTH x MAP_HEIGHT). */
export interface Box {
  x: number
  y: number
  w: number
  h: number
}

export type Point = [x: number, y: number]

export const MAP_WIDTH = 340
export const MAP_HEIGHT = 440

const COLUMNS = [30, 130, 230]
const HALL_W = 80
const HALL_H = 70
/** Top edge of each row of halls, north (C) to south (A). */
const ROWS: Record<string, number> = { C: 30, B: 130, A: 230 }
/** The corridor south of each row, where its halls' doors open. */
const CORRIDOR: Record<string, number> = { C: 115, B: 215, A: 315 }
/** The north-south walkways between the columns of halls. */
const WEST_WALK = 120
const EAST_WALK = 220

/** The halls of the Xiamen International Conference and Exhibition Center as signposted: rows A (south) to C. */
export const HALL_BOXES: Record<string, Box> = Object.fromEntries(
  Object.entries(ROWS).flatMap(([row, y]) =>
    COLUMNS.map((x, i) => [`${row}${i + 1}`, { x, y, w: HALL_W, h: HALL_H }] as const),
  ),
)

/** Every hall of the building, whether or not the fair uses it. */
export const ALL_HALLS = new Set(Object.keys(HALL_BOXES))

/** The south entrance hall, where every route starts. */
export const ENTRANCE: Box = { x: 130, y: 335, w: 80, h: 40 }
/** The International Conference Center, east of the entrance, and its hotel south of it. */
export const CONFERENCE: Box = { x: 240, y: 332, w: 90, h: 46 }
export const HOTEL: Box = { x: 240, y: 388, w: 90, h: 46 }

/** The programme's hall code of the conference centre's hotel (the conference centre is "ICC"). */
const HOTEL_CODE = 'HTL'

/** Where a route leads: a hall by its code, the conference centre or its hotel. */
export type Destination = { kind: 'hall'; hall: string } | { kind: 'conference' } | { kind: 'hotel' }

/** One leg of a route: the way to walk and the place it ends at. */
export interface RouteStep {
  dir: 'north' | 'south' | 'east' | 'west'
  /** A hall code, a row's corridor ("row:B"), a walkway ("walk:west" / "walk:east"), "conference" or "hotel". */
  to: string
}

export interface Route {
  points: Point[]
  steps: RouteStep[]
}

/** Where every route into the halls starts: the north door of the entrance hall. */
const START: Point = [ENTRANCE.x + ENTRANCE.w / 2, ENTRANCE.y]

/** The destination a map query asks for: a hall the map knows, the hotel, else the conference centre for any other venue. */
export function destinationOf(hall: string | undefined): Destination | undefined {
  if (!hall) return undefined
  const code = hall.toUpperCase()
  if (HALL_BOXES[code]) return { kind: 'hall', hall: code }
  return code === HOTEL_CODE ? { kind: 'hotel' } : { kind: 'conference' }
}

function dirOf(from: Point, to: Point): RouteStep['dir'] {
  if (to[1] !== from[1]) return to[1] < from[1] ? 'north' : 'south'
  return to[0] > from[0] ? 'east' : 'west'
}

/** Out of the entrance's east door to the conference centre, or on south to its hotel. */
function routeOutside(kind: 'conference' | 'hotel'): Route {
  const out: Point = [ENTRANCE.x + ENTRANCE.w, ENTRANCE.y + ENTRANCE.h / 2]
  if (kind === 'conference')
    return { points: [out, [CONFERENCE.x, out[1]]], steps: [{ dir: 'east', to: 'conference' }] }
  const lane = (ENTRANCE.x + ENTRANCE.w + HOTEL.x) / 2
  const door = HOTEL.y + HOTEL.h / 2
  return {
    points: [out, [lane, out[1]], [lane, door], [HOTEL.x, door]],
    steps: [
      { dir: 'east', to: 'conference' },
      { dir: 'south', to: 'hotel' },
    ],
  }
}

/** The corridor points from the entrance to the corridor in front of a hall, each named for the step that ends there. */
function legsTo(hall: string): [Point, string][] {
  const box = HALL_BOXES[hall]
  const row = hall[0]
  const doorX = box.x + box.w / 2
  const legs: [Point, string][] = [[[START[0], CORRIDOR.A], 'row:A']]
  if (row !== 'A') {
    const walk = doorX < START[0] + HALL_W / 2 ? WEST_WALK : EAST_WALK
    legs.push([[walk, CORRIDOR.A], walk === WEST_WALK ? 'walk:west' : 'walk:east'])
    legs.push([[walk, CORRIDOR[row]], `row:${row}`])
  }
  legs.push([[doorX, CORRIDOR[row]], hall])
  return legs
}

/** The walk from the south entrance along the corridors to a hall's door (the middle of its south side) or the conference centre. */
export function routeTo(destination: Destination): Route {
  if (destination.kind !== 'hall') return routeOutside(destination.kind)
  const box = HALL_BOXES[destination.hall]
  const points: Point[] = [START]
  const steps: RouteStep[] = []
  for (const [point, to] of legsTo(destination.hall)) {
    const from = points[points.length - 1]
    if (from[0] === point[0] && from[1] === point[1]) continue
    points.push(point)
    const dir = dirOf(from, point)
    const last = steps[steps.length - 1]
    if (last?.dir === dir) last.to = to
    else steps.push({ dir, to })
  }
  // The door opens onto the corridor: the last step ends at the hall itself.
  points.push([box.x + box.w / 2, box.y + box.h])
  steps[steps.length - 1].to = destination.hall
  return { points, steps }
}

interface SvgOptions {
  /** The halls that hold a zone; the others are drawn grey. */
  inUse: Set<string>
  destination?: Destination
  route?: Route
}

const rect = (box: Box, fill: string, stroke: string) =>
  `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="6" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/>`

/** The venue map as SVG markup: halls, walkways, the entrance and conference centre, the destination and the route. */
export function venueSvg({ inUse, destination, route }: SvgOptions): string {
  const target = destination?.kind === 'hall' ? destination.hall : undefined
  const halls = Object.entries(HALL_BOXES).map(([code, box]) => {
    if (code === target) return rect(box, COLORS.primarySoft, COLORS.primary)
    return inUse.has(code) ? rect(box, COLORS.surface, COLORS.borderStrong) : rect(box, COLORS.fill, COLORS.border)
  })
  const walks = [
    ...Object.values(CORRIDOR).map((y) => `M20 ${y}H320`),
    `M${WEST_WALK} ${CORRIDOR.C}V${CORRIDOR.A}`,
    `M${EAST_WALK} ${CORRIDOR.C}V${CORRIDOR.A}`,
  ]
  const outside = (box: Box, on: boolean) =>
    on ? rect(box, COLORS.primarySoft, COLORS.primary) : rect(box, COLORS.surface, COLORS.navy)
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH * 2}" height="${MAP_HEIGHT * 2}">`,
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="${COLORS.background}"/>`,
    `<path d="${walks.join('')}" stroke="${COLORS.borderStrong}" stroke-width="8" stroke-linecap="round" fill="none"/>`,
    ...halls,
    rect(ENTRANCE, COLORS.navy, COLORS.navy),
    outside(CONFERENCE, destination?.kind === 'conference'),
    outside(HOTEL, destination?.kind === 'hotel'),
  ]
  if (route && route.points.length > 0) {
    const [first, ...rest] = route.points
    const d = `M${first[0]} ${first[1]}${rest.map(([x, y]) => `L${x} ${y}`).join('')}`
    const [ex, ey] = route.points[route.points.length - 1]
    parts.push(
      `<path d="${d}" stroke="${COLORS.primary}" stroke-width="4" stroke-dasharray="8 5" stroke-linejoin="round" fill="none"/>`,
      `<circle cx="${first[0]}" cy="${first[1]}" r="6" fill="${COLORS.success}" stroke="${COLORS.surface}" stroke-width="2"/>`,
      `<circle cx="${ex}" cy="${ey}" r="7" fill="${COLORS.primary}" stroke="${COLORS.surface}" stroke-width="2"/>`,
    )
  }
  parts.push('</svg>')
  return parts.join('')
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Base64 of an ASCII text: the mini program has no btoa, and both targets show an SVG image from a base64 data URI. */
export function asciiBase64(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i += 3) {
    const [a, b, c] = [text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2)]
    const n = (a << 16) | ((b || 0) << 8) | (c || 0)
    out += BASE64[(n >> 18) & 63] + BASE64[(n >> 12) & 63]
    out += Number.isNaN(b) ? '=' : BASE64[(n >> 6) & 63]
    out += Number.isNaN(c) ? '=' : BASE64[n & 63]
  }
  return out
}

/** The SVG as an image source. */
export const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${asciiBase64(svg)}`
