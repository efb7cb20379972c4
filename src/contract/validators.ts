import type { IdType } from './registration.codes'

// Predicates for form fields. Format checks ignore surrounding whitespace; passwords and length limits count every character as typed.

const chars = (text: string): string[] => Array.from(text)

// Minimum number of characters in a password.
export const PASSWORD_MIN_LENGTH = 8

// At least PASSWORD_MIN_LENGTH characters with an upper case letter, a lower case letter, a digit and a non-alphanumeric symbol.
export function isValidPassword(password: string): boolean {
  return (
    chars(password).length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  )
}

// Exact comparison for the confirm-password field; emptiness is isRequired's job.
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation
}

// Mainland mobile: 1[3-9] plus 9 digits, optionally after +86 / 86 (a space or '-' may follow the code).
export function isMobile(value: string): boolean {
  return /^(?:\+?86[\s-]?)?1[3-9]\d{9}$/.test(value.trim())
}

// Landline: optional 1-4 digit country code, 2-4 digit area code, 7-8 digit number, optional extension, all joined by '-' (86-010-12345678, 0592-1234567-123).
export function isTelephone(value: string): boolean {
  return /^(?:\+?\d{1,4}-)?\d{2,4}-\d{7,8}(?:-\d{1,6})?$/.test(value.trim())
}

// Fax numbers follow the landline format.
export const isFax = isTelephone

const EMAIL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/

// local@domain.tld with no leading, trailing or doubled dots.
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}

const WEBSITE =
  /^(?:https?:\/\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i

// Domain with a TLD, optional http(s):// scheme, port and path; any other scheme (javascript:, ftp:) is rejected.
export function isWebsite(value: string): boolean {
  return WEBSITE.test(value.trim())
}

interface BirthDate {
  year: number
  month: number
  day: number
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK_CHARS = '10X98765432'

function calendarDate(year: number, month: number, day: number): BirthDate | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return exists ? { year, month, day } : null
}

function idBirthDate(value: string): BirthDate | null {
  const id = value.trim().toUpperCase()
  if (/^[1-9]\d{16}[\dX]$/.test(id)) {
    const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(id[i]), 0)
    if (ID_CHECK_CHARS[sum % 11] !== id[17]) return null
    const year = Number(id.slice(6, 10))
    if (year < 1800) return null
    return calendarDate(year, Number(id.slice(10, 12)), Number(id.slice(12, 14)))
  }
  if (/^[1-9]\d{14}$/.test(id)) {
    return calendarDate(1900 + Number(id.slice(6, 8)), Number(id.slice(8, 10)), Number(id.slice(10, 12)))
  }
  return null
}

// Mainland resident ID: 18 digits with a real birth date and ISO 7064 MOD 11-2 check character (X in either case), or a legacy 15-digit number with a real 19YYMMDD date.
export function isIdNumber(value: string): boolean {
  return idBirthDate(value) !== null
}

// Only the current 18-character resident ID (real-name verification no longer takes the legacy 15-digit one).
export function isMainlandId18(value: string): boolean {
  return value.trim().length === 18 && isIdNumber(value)
}

// Whole years between the ID's birth date and now's local calendar date; null for invalid IDs or birth dates after now.
export function ageFromIdNumber(value: string, now: Date): number | null {
  const birth = idBirthDate(value)
  if (!birth) return null
  const month = now.getMonth() + 1
  const beforeBirthday = month < birth.month || (month === birth.month && now.getDate() < birth.day)
  const age = now.getFullYear() - birth.year - (beforeBirthday ? 1 : 0)
  return age < 0 ? null : age
}

// Minimum age for buying collectibles.
export const ADULT_AGE = 18

// True only for a valid ID whose holder has turned ADULT_AGE by now.
export function isAdultIdNumber(value: string, now: Date): boolean {
  const age = ageFromIdNumber(value, now)
  return age !== null && age >= ADULT_AGE
}

// 2-20 Chinese characters; a middle dot '·' may join parts of transliterated or minority names.
export function isChineseName(value: string): boolean {
  const name = value.trim()
  if (!/^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u.test(name)) return false
  const hanCount = chars(name).filter((c) => c !== '·').length
  return hanCount >= 2 && hanCount <= 20
}

// WeChat ID rules: 6-20 characters, starting with a letter, then letters, digits, '-' or '_'.
export function isWechatId(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_-]{5,19}$/.test(value.trim())
}

// Minimum length of a message to an exhibitor or the organiser.
export const MESSAGE_MIN_LENGTH = 20

// Longest feedback description accepted, in characters.
export const FEEDBACK_MAX_LENGTH = 500

// Trimmed length of at least MESSAGE_MIN_LENGTH characters (a Chinese character counts once, not as bytes).
export function isLongEnoughMessage(text: string): boolean {
  return chars(text.trim()).length >= MESSAGE_MIN_LENGTH
}

// Optional sign followed by digits only; numbers must be finite integers.
export function isInteger(value: string | number): boolean {
  if (typeof value === 'number') return Number.isInteger(value)
  return /^[+-]?\d+$/.test(value.trim())
}

// Digits only, no sign, decimal point or exponent (registered capital in financing forms).
export function isDigitsOnly(value: string | number): boolean {
  return /^\d+$/.test(String(value).trim())
}

// Digits only, from min to max inclusive (a quantity: no sign, decimals or exponent).
export function isWholeNumberBetween(value: string | number, min: number, max: number): boolean {
  if (!isDigitsOnly(value)) return false
  const n = Number(String(value).trim())
  return n >= min && n <= max
}

// Digits in a one-time verification code.
export const CODE_LENGTH = 6

// Exactly `length` digits, ignoring surrounding whitespace.
export function isVerificationCode(value: string, length: number = CODE_LENGTH): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value.trim())
}

// Optional sign, digits and an optional decimal part; numbers must be finite.
export function isNumber(value: string | number): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  return /^[+-]?\d+(?:\.\d+)?$/.test(value.trim())
}

// A standard booth is a 3 m x 3 m square.
export const BOOTH_SIDE_M = 3
// Floor area of one standard booth in square metres.
export const BOOTH_AREA_M2 = BOOTH_SIDE_M * BOOTH_SIDE_M
// Raw space can only be rented from this many square metres up.
export const MIN_RENTAL_AREA_M2 = 36

// Booths are booked in whole, positive numbers.
export function isValidBoothCount(count: string | number): boolean {
  return isInteger(count) && Number(count) > 0
}

// Total floor area in square metres of count standard booths.
export function boothArea(count: number): number {
  return count * BOOTH_AREA_M2
}

// Raw-space rental is a whole number of square metres, at least MIN_RENTAL_AREA_M2.
export function isValidRentalArea(area: string | number): boolean {
  return isInteger(area) && Number(area) >= MIN_RENTAL_AREA_M2
}

// Largest image upload accepted (1 MiB).
export const IMAGE_MAX_BYTES = 1024 * 1024
// Most pixels a picture may hold (a 48-megapixel phone photo fits): a few kilobytes of PNG can claim gigapixels.
export const IMAGE_MAX_PIXELS = 50_000_000

// Sizes from 0 up to and including IMAGE_MAX_BYTES pass.
export function isImageSizeAllowed(bytes: number): boolean {
  return Number.isFinite(bytes) && bytes >= 0 && bytes <= IMAGE_MAX_BYTES
}

// Strings must have non-blank content, arrays at least one entry; any finite number, including 0, counts as filled in.
export function isRequired(value: string | number | readonly unknown[] | null | undefined): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value === 'string') return value.trim() !== ''
  return value.length > 0
}

// At most max characters, counting a Chinese character or emoji once.
export function isWithinLength(text: string, max: number): boolean {
  return chars(text).length <= max
}

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu
const WORD_CHAR = /[\p{L}\p{N}]/u

// Each Chinese or Japanese character is one word; other text counts whitespace-separated runs containing a letter or digit, so punctuation alone is not a word.
export function countWords(text: string): number {
  const cjk = text.match(CJK_CHAR)?.length ?? 0
  const others = text
    .replace(CJK_CHAR, ' ')
    .split(/\s+/)
    .filter((token) => WORD_CHAR.test(token)).length
  return cjk + others
}

// Word limit of an organisation profile.
export const PROFILE_WORD_LIMIT = 100

// At most limit words as counted by countWords.
export function isUnderWordLimit(text: string, limit: number = PROFILE_WORD_LIMIT): boolean {
  return countWords(text) <= limit
}

// 18 characters: the mainland resident ID or the residence permit of Hong Kong, Macau and Taiwan residents (region 81, 82 or 83), with its date and check character.
export function isResidencePermit(value: string): boolean {
  return isMainlandId18(value) && /^8[123]/.test(value.trim())
}

// Passport numbers: 5-17 letters and digits (a Chinese passport is E or G and 8 digits, others vary).
export function isPassportNumber(value: string): boolean {
  return /^[A-Z0-9]{5,17}$/i.test(value.trim())
}

// Mainland travel permit for Hong Kong and Macau residents: H or M and 8 digits (10 on older cards).
export function isHkMacauPermit(value: string): boolean {
  return /^[HM]\d{8}(?:\d{2})?$/i.test(value.trim())
}

// Mainland travel permit for Taiwan residents: 8 digits (10 on older cards).
export function isTaiwanPermit(value: string): boolean {
  return /^\d{8}(?:\d{2})?$/.test(value.trim())
}

// Foreigner's permanent residence ID card: 3 letters and 12 digits (before 2023), or 18 characters starting with 9 with a real date and check character.
export function isForeignerPermanentResidence(value: string): boolean {
  const id = value.trim()
  return /^[A-Z]{3}\d{12}$/i.test(id) || (/^9/.test(id) && isMainlandId18(id))
}

// The number of an identity document of the given type (the ID types of registration.codes).
export function isIdNumberOfType(type: IdType, value: string): boolean {
  switch (type) {
    case 'idCard':
      return isMainlandId18(value)
    case 'passport':
      return isPassportNumber(value)
    case 'hkMacauPermit':
      return isHkMacauPermit(value)
    case 'taiwanPermit':
      return isTaiwanPermit(value)
    case 'residencePermit':
      return isResidencePermit(value)
    case 'foreignerPermanentResidence':
      return isForeignerPermanentResidence(value)
  }
}

// yyyy-mm-dd of the birth date an 18-character ID number carries, or null when it is not a valid one.
export function idNumberBirthDate(value: string): string | null {
  if (!isMainlandId18(value)) return null
  const id = value.trim()
  return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`
}

// The holder's gender an 18-character ID number carries (odd 17th digit: male), or null when it is not a valid one.
export function idNumberGender(value: string): 'male' | 'female' | null {
  if (!isMainlandId18(value)) return null
  return Number(value.trim()[16]) % 2 === 1 ? 'male' : 'female'
}

// A real calendar date written yyyy-mm-dd.
export function isDateString(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  return match !== null && calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) !== null
}

// Whole years from a yyyy-mm-dd birth date to a yyyy-mm-dd day; null when either is not a date or the day comes first.
export function ageOn(birthDate: string, day: string): number | null {
  if (!isDateString(birthDate) || !isDateString(day)) return null
  const [by, bm, bd] = birthDate.trim().split('-').map(Number)
  const [y, m, d] = day.trim().split('-').map(Number)
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
  return age < 0 ? null : age
}

// Post codes: 3-10 letters, digits, spaces or hyphens, starting with a letter or digit (a mainland one is 6 digits).
export function isPostCode(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/.test(value.trim())
}

// An amount of money: a finite number from 0 with at most 2 decimals (string or number).
export function isAmount(value: string | number): boolean {
  const text = String(value).trim()
  return /^\d{1,15}(?:\.\d{1,2})?$/.test(text) && Number.isFinite(Number(text))
}

// An amount that may be a loss: isAmount with an optional minus sign (profits).
export function isSignedAmount(value: string | number): boolean {
  return isAmount(String(value).trim().replace(/^-/, ''))
}

// A share in per cent: a number from 0 to 100 with at most 2 decimals.
export function isPercentage(value: string | number): boolean {
  return isAmount(value) && Number(String(value).trim()) <= 100
}
