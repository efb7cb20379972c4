// What the text of a request (body, query, chat frame, sheet cell) may not hold.

// C0 controls except tab, line feed and carriage return, and DEL: matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
// Half of a UTF-16 pair without its other half: no character, and PostgreSQL cannot store it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** How deep a request's data may nest: the deepest form takes a few levels; thousands once exhausted the stack. */
export const MAX_INPUT_DEPTH = 32

export type InputProblem = 'controlCharacters' | 'brokenText' | 'nestedTooDeep'

const textProblem = (text: string): InputProblem | null =>
  CONTROL_CHARACTERS.test(text) ? 'controlCharacters' : LONE_SURROGATE.test(text) ? 'brokenText' : null

/** What is wrong with a request's data, keys and values, read without recursion; null when nothing is. */
export function inputProblem(value: unknown): InputProblem | null {
  const pending: [unknown, number][] = [[value, 0]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next
    if (typeof item === 'string') {
      const problem = textProblem(item)
      if (problem) return problem
    } else if (item && typeof item === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return 'nestedTooDeep'
      for (const [key, child] of Object.entries(item)) {
        const problem = textProblem(key)
        if (problem) return problem
        pending.push([child, depth + 1])
      }
    }
  }
  return null
}

// Controls, line breaks and tabs included, and lone surrogate halves: a sheet's cell is one line of plain text.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

// A terminal's colour or cursor command (ESC [ ... final letter): written to a log, it would act on the reader's screen.
// eslint-disable-next-line no-control-regex
const TERMINAL_ESCAPE = /\u001B\[[0-?]*[ -/]*[@-~]/g

/** A cell's text as one line a person reads: terminal commands go, other control characters become spaces. */
export const plainCellText = (text: string): string =>
  text.replace(TERMINAL_ESCAPE, '').replace(UNPRINTABLE, ' ').replace(/ {2,}/g, ' ').trim()
