/** The non-empty lines of a page's visible text (`innerText`), trimmed. */
export function textLines(text: string): string[]

/** The share of distinct lines both pages show, with the lines only one of them shows. */
export function compareLines(
  weapp: string[],
  h5: string[],
): { similarity: number; onlyWeapp: string[]; onlyH5: string[] }
