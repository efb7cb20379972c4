/** Type code of business-card hits (userInfoSearch): the hit's id is the person's user id, opened at /homepage. */
export const USER_HIT_TYPE = 0

/** The eleven searches under /common-client/home, in the order the search page shows them. */
export const SEARCH_KINDS = [
  'information',
  'project',
  'policy',
  'park',
  'meeting',
  'live',
  'enterprise',
  'product',
  'merchantsStage',
  'userInfo',
  'dynamic',
] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]
