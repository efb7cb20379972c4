import { DrizzleQueryError } from 'drizzle-orm/errors'

/** What PostgreSQL and PGlite put on a failed statement's error. */
interface PgError {
  code?: string
  constraint?: string
  table?: string
  column?: string
  message: string
}

const driverErrorOf = (error: unknown): PgError | undefined => {
  const cause = error instanceof DrizzleQueryError ? error.cause : error
  return cause instanceof Error && typeof (cause as PgError).code === 'string' ? (cause as PgError) : undefined
}

/** Whether a statement failed on the named unique index or constraint (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driverError = driverErrorOf(error)
  return (
    driverError?.code === '23505' && (driverError.constraint === constraint || driverError.message.includes(constraint))
  )
}

/**
 * An error as it may be logged: a failed statement keeps its SQL, SQLSTATE and the names involved, but not its
 * parameters or the values PostgreSQL quotes in messages and details (names, ID parts, phone numbers).
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error
  const driverError = driverErrorOf(error)
  return {
    type: 'DrizzleQueryError',
    query: error.query,
    code: driverError?.code,
    constraint: driverError?.constraint,
    table: driverError?.table,
    column: driverError?.column,
    message: (driverError?.message ?? 'query failed').replace(/"[^"]*"|'[^']*'|\([^)]*\)=\([^)]*\)/g, '…'),
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  }
}
