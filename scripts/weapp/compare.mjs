// How close the text a person reads on a mini program page is to the text of the same route on H5.

/** The non-empty lines of a page's visible text (`innerText`), trimmed. */
export const textLines = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const normal = (line) => line.replace(/\s+/g, '')

/**
 * The share of distinct lines both pages show (lines compared without white space), with the lines only one of them
 * shows: 1 when both show the same lines, whatever their order.
 */
export function compareLines(weapp, h5) {
  const weappSet = new Set(weapp.map(normal))
  const h5Set = new Set(h5.map(normal))
  const both = [...weappSet].filter((line) => h5Set.has(line)).length
  const all = new Set([...weappSet, ...h5Set]).size
  return {
    similarity: all === 0 ? 1 : both / all,
    onlyWeapp: [...new Set(weapp)].filter((line) => !h5Set.has(normal(line))),
    onlyH5: [...new Set(h5)].filter((line) => !weappSet.has(normal(line))),
  }
}
