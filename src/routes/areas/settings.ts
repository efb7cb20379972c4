import type { RouteDef } from '../route-def'

/** Settings pages of the account (subpackage mine). */
export const SETTINGS_ROUTES = {
} satisfies Record<string, RouteDef>
