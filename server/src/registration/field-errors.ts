import type { FastifySchemaValidationError } from 'fastify'
import type { FieldProblem, FieldProblems } from '../../../src/contract/registration'
import type { FieldProblemCode } from '../../../src/contract/registration.codes'
import { ApiError } from '../platform/envelope'

/** The 400 answer for refused fields: the first one's message, `data.field` and every problem in `data.problems`. */
export function fieldsRefused(problems: FieldProblem[]): ApiError {
  const [first] = problems
  return new ApiError(400, 400, 'registration.field', { problem: first.problem }).withData<FieldProblems>({
    ...first,
    problems,
  })
}

/** Throws the 400 answer when any field was refused. */
export function refuseFields(problems: FieldProblem[]): void {
  if (problems.length > 0) throw fieldsRefused(problems)
}

/** One refused field. */
export const fieldRefused = (field: string, problem: FieldProblemCode) => fieldsRefused([{ field, problem }])

const problemOf = (error: FastifySchemaValidationError): FieldProblemCode => {
  switch (error.keyword) {
    case 'required':
      return 'required'
    case 'maxLength':
    case 'maxItems':
      return 'tooLong'
    case 'type':
    case 'minimum':
    case 'maximum':
      return error.params.type === 'integer' || error.params.type === 'number' || error.keyword !== 'type'
        ? 'wholeNumber'
        : 'unknownOption'
    default:
      return 'unknownOption'
  }
}

/**
 * Schema violations of registration's forms as field refusals (set with `setSchemaErrorFormatter` on its routes), so
 * the app puts the message under the field: `members/0/name` is answered as `members.0.name`.
 */
export function registrationSchemaError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const [error] = errors
  const path = (error?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.')
  const missing = error?.params.missingProperty
  const field = typeof missing === 'string' ? (path ? `${path}.${missing}` : missing) : path
  if (!error || !field) return new ApiError(400, 400, dataVar === 'body' ? 'bodyNotObject' : 'queryNotObject')
  return fieldRefused(field, problemOf(error))
}
