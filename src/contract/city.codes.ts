/** Where a member unit is listed: Xiamen, the rest of Fujian, other provinces, overseas. */
export const CITY_GROUPS = ['xiamen', 'fujian', 'province', 'overseas'] as const

export type CityGroup = (typeof CITY_GROUPS)[number]

/** What an investment service helps with, in the order the service list's category filter offers them. */
export const SERVICE_CATEGORIES = ['registration', 'talent', 'finance', 'land', 'tax', 'trade'] as const

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]
