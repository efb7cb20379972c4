import type { FastifySchemaValidationError } from 'fastify'
import { ApiError } from './envelope'
import type { Lang } from './lang'

/**
 * The first schema violation as a 400 refusal with a short, field-specific message; `data` names the field and the
 * schema keyword it broke (`{ field: 'members.2.name', problem: 'maxLength' }`) for forms that show it under the field.
 */
export function fieldError(errors: FastifySchemaValidationError[], context: string | undefined): ApiError {
  const [error] = errors
  const params = error?.params ?? {}
  const path = error?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? ''
  const missing = params.missingProperty
  const field = missing === undefined ? path : path ? `${path}.${String(missing)}` : String(missing)
  if (!error || !field) return new ApiError(400, 400, context === 'body' ? 'bodyNotObject' : 'queryNotObject')
  const limit = params.limit
  const refusal = (() => {
    switch (error.keyword) {
      case 'required':
        return new ApiError(400, 400, 'missingField', { field })
      case 'type':
        return new ApiError(400, 400, 'wrongType', { field, type: String(params.type) })
      case 'minimum':
      case 'exclusiveMinimum':
        return new ApiError(400, 400, 'belowMinimum', { field, limit })
      case 'maximum':
      case 'exclusiveMaximum':
        return new ApiError(400, 400, 'aboveMaximum', { field, limit })
      case 'minLength':
        return new ApiError(400, 400, 'tooShort', { field, limit })
      case 'maxLength':
        return new ApiError(400, 400, 'tooLong', { field, limit })
      default:
        return new ApiError(400, 400, 'invalidField', { field })
    }
  })()
  return refusal.withData({ field, problem: error.keyword })
}

/** A short, field-specific message for the first schema violation, in the request's language. */
export function describeValidation(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
  lang: Lang,
): string {
  return fieldError(errors, context).text(lang)
}
