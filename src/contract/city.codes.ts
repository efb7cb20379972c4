/** Where a member unit is listed: Xiamen, the rest of Fujian, other provinces, overseas. */
export const CITY_GROUPS = ['xiamen', 'fujian', 'province', 'overseas'] as const

export type CityGroup = (typeof CITY_GROUPS)[number]
