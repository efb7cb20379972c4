/** A query value as written, decoded once; undefined when absent, empty or not decodable. */
export function decodedParam(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    return decodeURIComponent(value).trim() || undefined
  } catch {
    return value
  }
}
