/** The news categories informationSearch can narrow to, in the server's option order. */
export const NEWS_CATEGORIES = ['fair', 'investment', 'policy', 'media'] as const

export type NewsCategory = (typeof NEWS_CATEGORIES)[number]

/** Price units of a park's land, water and electricity; labels come from i18n under these keys. */
export const PARK_PRICE_UNITS = ['yuanPerDay', 'yuanPerTon', 'yuanPerKwh', 'tenThousandYuanPerMu'] as const
export type ParkPriceUnit = (typeof PARK_PRICE_UNITS)[number]
