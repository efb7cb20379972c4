/** The id a filter choice names (the contract's FilterId, a numeric string); undefined for '' or none, meaning any. */
export const filterIdOf = (value?: string) => (value ? Number(value) : undefined)
