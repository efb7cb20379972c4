/**
 * The query of the address the H5 app was opened with, read when the entry loads: the first page may change the
 * address (the not-found redirect, the token stripped) before the stores that need it exist.
 */
export const LANDING_SEARCH = process.env.TARO_ENV === 'h5' ? location.search : ''
