import type { RouteDef } from '../route-def'

/** Videos, live streams, speakers and pre-docking history (subpackage media). */
export const MEDIA_ROUTES = {
} satisfies Record<string, RouteDef>
