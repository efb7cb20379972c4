import type { FastifySchemaValidationError } from 'fastify'
import { messageText } from './all-messages'
import type { Lang } from './lang'

/** A short, field-specific message for the first schema violation, in the request's language. */
export function describeValidation(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
  lang: Lang,
): string {
  const [error] = errors
  const params = error?.params ?? {}
  const path = error?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? ''
  const field = String(params.missingProperty ?? path)
  if (!field) return messageText(context === 'body' ? 'bodyNotObject' : 'queryNotObject', lang)
  const limit = params.limit
  switch (error?.keyword) {
    case 'required':
      return messageText('missingField', lang, { field })
    case 'type':
      return messageText('wrongType', lang, { field, type: String(params.type) })
    case 'minimum':
    case 'exclusiveMinimum':
      return messageText('belowMinimum', lang, { field, limit })
    case 'maximum':
    case 'exclusiveMaximum':
      return messageText('aboveMaximum', lang, { field, limit })
    case 'minLength':
      return messageText('tooShort', lang, { field, limit })
    case 'maxLength':
      return messageText('tooLong', lang, { field, limit })
    default:
      return messageText('invalidField', lang, { field })
  }
}
