/** Strings of the settings area; `en` must define every key of `zh`. */
export const zh = {
} as const

export const en: Record<keyof typeof zh, string> = {
}
