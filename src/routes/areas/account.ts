import type { RouteDef } from '../route-def'

/** Real-name verification and identity pages (subpackage mine). */
export const ACCOUNT_ROUTES = {
} satisfies Record<string, RouteDef>
