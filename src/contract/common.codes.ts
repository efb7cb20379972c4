/** The most rows one page of any list may ask for. */
export const PAGE_SIZE_MAX = 50

/** Content type codes shared by search results, collect and tags (seed 000 section 2). */
export const ContentType = {
  project: 2,
  article: 3,
  booth: 5,
  park: 6,
  news: 7,
  cluster: 8,
  product: 9,
  vipVideo: 10,
  meeting: 13,
  forumVideo: 15,
  // Codes of our own (the seed's codes above are search-result kinds) for the other collectable kinds.
  policy: 21,
  enterprise: 22,
  exhibition: 23,
  speaker: 24,
  city: 25,
  service: 26,
  live: 27,
  dynamic: 28,
} as const

export type ContentTypeCode = (typeof ContentType)[keyof typeof ContentType]

/** Server-side codes the client reacts to (seed 001 section 8). */
export const ResponseCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  /** An area closed for maintenance. */
  unavailable: 503,
  loginRequired: 30000,
} as const
