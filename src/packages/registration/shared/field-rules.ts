import type { FieldProblem } from '@/contract/registration'
import type { FieldProblemCode } from '@/contract/registration.codes'
import { fairWindow, type FairDays } from '@/contract/registration.rules'
import type { FormValues, Problem, Rule } from '@/templates/form'

/** The message of a problem code of registration.rules, the words the server answers with. */
export const problemOf = (code: FieldProblemCode): Problem => ({ key: `registration.problem.${code}` as const })

/**
 * A field's rule from a whole form's check of `registration.rules` (the one the server runs before storing): the
 * first problem it finds with this field, other than being blank (the field's required mark says that).
 */
export function ruleOf<V extends FormValues>(problems: (values: V) => FieldProblem[], field: string): Rule<V> {
  return (_value, values) => {
    const found = problems(values).find((problem) => problem.field === field && problem.problem !== 'required')
    return found ? problemOf(found.problem) : undefined
  }
}

/** Text as typed, trimmed ('' for a value of another kind). */
export const text = (value: FormValues[string] | undefined) => (typeof value === 'string' ? value.trim() : '')

/** A yes/no chip's value as a boolean, or undefined while none is chosen. */
export const yesNo = (value: FormValues[string] | undefined) =>
  value === 'yes' ? true : value === 'no' ? false : undefined

/** A boolean as a yes/no chip's value. */
export const yesNoValue = (value: boolean | null | undefined) => (value === true ? 'yes' : value === false ? 'no' : '')

/** A moment typed as `YYYY-MM-DD HH:mm` on the fair's clock (UTC+8), or undefined when blank or unreadable. */
export function fairMomentOf(value: FormValues[string] | undefined): number | undefined {
  const typed = text(value)
  if (!typed) return undefined
  const moment = Date.parse(`${typed.replace(' ', 'T')}:00+08:00`)
  return Number.isNaN(moment) ? undefined : moment
}

/** A moment as `YYYY-MM-DD HH:mm` on the fair's clock, '' for none. */
export function fairMomentText(moment: number | null | undefined): string {
  if (typeof moment !== 'number') return ''
  return new Date(moment + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
}

/** The first and last day the fair's date fields may choose. */
export function fairDateRange(fair: FairDays) {
  const { from, to } = fairWindow(fair)
  return { start: fairMomentText(from).slice(0, 10), end: fairMomentText(to - 1).slice(0, 10) }
}

// Where the birth date's wheels open: a visitor's typical age, so a 1980s date is a few turns away rather than 1900's.
const BIRTH_YEARS_BEFORE_FAIR = 35

/** The days a birth date may be, up to the fair's first day, and the day its wheels open on. */
export function birthDateRange(fairStart: string) {
  const year = Number(fairStart.slice(0, 4)) - BIRTH_YEARS_BEFORE_FAIR
  return { start: '1900-01-01', end: fairStart, opensAt: `${year}-01-01` }
}

/** The field a refusal names, as the form calls it: an amount's value or unit, a collection's detail, a region. */
export function formFieldOf(named: string): string {
  const [head, rest] = [named.split('.')[0], named.split('.').slice(1).join('.')]
  if (head === 'collection') return rest
  if (rest === 'unit') return `${head}Unit`
  if (rest === 'value') return head
  if (['province', 'city', 'county'].includes(named)) return 'region'
  return named
}
