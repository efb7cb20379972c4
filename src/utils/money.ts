// Amount units offered in financing forms; labels come from i18n under these keys.
export const FINANCING_UNITS = ['yuan', 'thousandYuan', 'millionYuan'] as const
// One of FINANCING_UNITS.
export type FinancingUnit = (typeof FINANCING_UNITS)[number]

// Price units for industrial park listings (land, water, electricity); labels come from i18n under these keys.
export const PARK_PRICE_UNITS = ['yuanPerDay', 'yuanPerTon', 'yuanPerKwh', 'tenThousandYuanPerMu'] as const
// One of PARK_PRICE_UNITS.
export type ParkPriceUnit = (typeof PARK_PRICE_UNITS)[number]
