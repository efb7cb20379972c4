import type { EnglishOf, zh } from './messages'

const TYPE_NAMES: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
}

/** The English of `zh` in ./messages.ts: every key, a function of the same values where the Chinese is one. */
export const en: EnglishOf<typeof zh> = {
  loginRequired: 'Please log in',
  sessionExpired: 'Your session has expired, please log in again',
  notFound: 'This content does not exist or was taken down',
  routeNotFound: 'Not found',
  badRequest: 'Invalid request',
  badJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'Unsupported content type',
  payloadTooLarge: 'The request body is too large',
  controlCharacters: 'The text contains invisible control characters; remove them and try again',
  brokenText: 'The text contains a broken character; type it again',
  nestedTooDeep: 'The request nests its data too deeply',
  tooManyWrites: 'Too many requests, please try again in a moment',
  serverError: 'Something went wrong, please try again later',
  areaUnderMaintenance: 'This area is under maintenance; please come back later',
  bodyNotObject: 'The request body must be a JSON object',
  queryNotObject: 'The request parameters must be a JSON object',
  missingField: (p) => `Missing parameter "${p.field}"`,
  wrongType: (p) => `"${p.field}" must be ${TYPE_NAMES[p.type] ?? p.type}`,
  belowMinimum: (p) => `"${p.field}" must be at least ${p.limit}`,
  aboveMaximum: (p) => `"${p.field}" must be at most ${p.limit}`,
  tooShort: (p) => `"${p.field}" must have at least ${p.limit} characters`,
  tooLong: (p) => `"${p.field}" must have at most ${p.limit} characters`,
  invalidField: (p) => `"${p.field}" has an invalid value`,
}
