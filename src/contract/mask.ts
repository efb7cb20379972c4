// '+86 ', '+1-', or a country code glued to an 11-digit mobile ('+8613812345678', '8613812345678').
const COUNTRY_PREFIX = /^(?:\+\d{1,4}[\s-]+|\+?86[\s-]*(?=1\d{10}$))/
const MASKED_DIGITS = 4
const VISIBLE_TAIL = 4
const MIN_MASKABLE_DIGITS = 7

// Masks the (up to) four digits before the last four, so an 11-digit mobile becomes 138****5678; separators and a country prefix are kept, fewer than 7 digits are returned unchanged.
export function maskPhone(phone: string | null | undefined): string {
  const text = (phone ?? '').trim()
  const prefix = COUNTRY_PREFIX.exec(text)?.[0] ?? ''
  const number = text.slice(prefix.length)
  const digitCount = number.replace(/\D/g, '').length
  if (digitCount < MIN_MASKABLE_DIGITS) return text
  let fromEnd = 0
  const chars = Array.from(number)
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (!/\d/.test(chars[i])) continue
    if (fromEnd >= VISIBLE_TAIL && fromEnd < VISIBLE_TAIL + MASKED_DIGITS) chars[i] = '*'
    fromEnd += 1
  }
  return prefix + chars.join('')
}

// Keeps only the first and last characters (18-digit ID -> 1 + 16 stars + 1), so a mask never narrows the number down; up to two characters are all stars, empty input gives ''.
export function maskIdNumber(id: string | null | undefined): string {
  const chars = Array.from((id ?? '').trim())
  if (chars.length <= 2) return '*'.repeat(chars.length)
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1]
}
