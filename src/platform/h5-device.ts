/**
 * What Taro's H5 device info reads from the `platform` package (brand, model, system), answered from the user
 * agent when asked: `platform` parses it with some hundred expressions the moment it loads, which costs a phone
 * tens of milliseconds on the first list or home page although nothing here shows the device.
 */
interface Os {
  family: string
  version: string
  toString(): string
}

const OS_PATTERNS: [family: string, pattern: RegExp][] = [
  ['iOS', /(?:iPhone|iPad|iPod).*? OS (\d+(?:_\d+)*)/],
  ['Android', /Android (\d+(?:\.\d+)*)/],
  ['HarmonyOS', /HarmonyOS (\d+(?:\.\d+)*)?/],
  ['Windows', /Windows NT (\d+(?:\.\d+)*)/],
  ['OS X', /Mac OS X (\d+(?:[._]\d+)*)/],
  ['Linux', /Linux()/],
]

function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent
}

function parseOs(agent: string): Os | undefined {
  for (const [family, pattern] of OS_PATTERNS) {
    const match = pattern.exec(agent)
    if (!match) continue
    const version = (match[1] ?? '').replace(/_/g, '.')
    return { family, version, toString: () => (version ? `${family} ${version}` : family) }
  }
  return undefined
}

const device = {
  get os(): Os | undefined {
    return parseOs(userAgent())
  },
  get product(): string | undefined {
    return (
      /\b(iPhone|iPad|iPod)\b/.exec(userAgent())?.[1] ??
      /Android [\d.]+; (?:[\w-]+; )?([^;)]+?)(?: Build|\))/.exec(userAgent())?.[1]
    )
  },
  get manufacturer(): string | undefined {
    return /\b(?:iPhone|iPad|iPod|Macintosh)\b/.test(userAgent()) ? 'Apple' : undefined
  },
}

export default device
