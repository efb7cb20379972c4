import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min'

// Phone numbers of people at an international fair, read with libphonenumber's metadata (the small set: the app
// carries it) on both sides: any country's number with its code, and the ways numbers are written here without one.

// A number typed without a country code is read as the fair's country's.
const FAIR_COUNTRY = 'CN'
// 86-010-12345678: the country code before a dash, without '+' (a country code never starts with 0, an area code does).
const CODE_FIRST = /^\+?([1-9]\d{0,2})-(?=\d)/
// 0592-1234567-123: an extension after the last dash.
const DASHED_EXTENSION = /^(.*\d)-(\d{1,6})$/
// The small metadata checks lengths by country only; a mainland mobile (1[3-9]...) has exactly 11 digits.
const MAINLAND_MOBILE = /^1[3-9]/

function read(typed: string): PhoneNumber | undefined {
  const number = parsePhoneNumberFromString(typed, FAIR_COUNTRY)
  if (!number?.isValid()) return undefined
  const national = number.nationalNumber
  if (number.country === FAIR_COUNTRY && MAINLAND_MOBILE.test(national) && national.length !== 11) return undefined
  return number
}

/** The number someone typed, understood, or undefined when it is not a phone number of any country. */
export function parsePhone(value: string): PhoneNumber | undefined {
  const typed = value.trim().replace(CODE_FIRST, '+$1 ')
  if (!typed) return undefined
  const extension = typed.match(DASHED_EXTENSION)
  return read(typed) ?? (extension ? read(`${extension[1]} ext. ${extension[2]}`) : undefined)
}

/** Any country's mobile or landline, with or without its code, spaces, dashes or brackets. */
export function isPhone(value: string): boolean {
  return parsePhone(value) !== undefined
}

/**
 * How a number is stored: E.164 (+8613800138000), an extension after " ext. ". Text that is not a number (refused by
 * isPhone before it is stored) stays as typed.
 */
export function storedPhone(value: string): string {
  const number = parsePhone(value)
  return number ? `${number.number}${number.ext ? ` ext. ${number.ext}` : ''}` : value.trim()
}

/**
 * A number as people read it: the fair's country's in its national format (138 0013 8000, 010 1234 5678), another
 * country's with its code (+49 89 1234567). Text that is not a number is shown as it is.
 */
export function phoneForDisplay(value: string): string {
  const number = parsePhone(value)
  if (!number) return value
  return number.country === FAIR_COUNTRY ? number.formatNational() : number.formatInternational()
}
