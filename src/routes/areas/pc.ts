import type { RouteDef } from '../route-def'

/** The wide-screen hot-city zone (subpackage pc). */
export const PC_ROUTES = {
} satisfies Record<string, RouteDef>
