import type { RouteDef } from '../route-def'

/** Enterprises, their products and exhibitions, booths and exhibits (subpackage enterprise). */
export const ENTERPRISE_ROUTES = {
} satisfies Record<string, RouteDef>
