/** Units a purchase enquiry's quantity is counted in. */
export const INQUIRY_UNITS = ['piece', 'set', 'box', 'kg', 'ton'] as const

export type InquiryUnit = (typeof INQUIRY_UNITS)[number]

/** Longest requirements text an enquiry accepts. */
export const INQUIRY_REQUIREMENTS_MAX = 500

/** Largest quantity an enquiry accepts. */
export const INQUIRY_QUANTITY_MAX = 10_000_000
