// Unit labels come from i18n so the same rule renders '万' / '亿' in Chinese and e.g. '10k' / '100M' elsewhere.
export interface NumberUnits {
  tenThousand: string
  hundredMillion: string
}

const TEN_THOUSAND = 10_000
const HUNDRED_MILLION = 100_000_000

// abs >= 1e8 shows in hundred-million units, abs >= 1e4 in ten-thousand units, both with two decimals; smaller values print as-is and non-finite values as '0'.
export function abbreviateNumber(value: number, units: NumberUnits): string {
  if (!Number.isFinite(value)) return '0'
  const magnitude = Math.abs(value)
  if (magnitude >= HUNDRED_MILLION) return `${(value / HUNDRED_MILLION).toFixed(2)}${units.hundredMillion}`
  if (magnitude >= TEN_THOUSAND) return `${(value / TEN_THOUSAND).toFixed(2)}${units.tenThousand}`
  return String(value)
}

const ENGLISH_STEPS: [number, string][] = [
  [1_000_000_000, 'B'],
  [1_000_000, 'M'],
  [1_000, 'K'],
]

// English readers count in thousands, millions and billions: 1,320,000,000 -> '1.32B', two decimals as above.
export function abbreviateNumberEnglish(value: number): string {
  if (!Number.isFinite(value)) return '0'
  const step = ENGLISH_STEPS.find(([size]) => Math.abs(value) >= size)
  return step ? `${(value / step[0]).toFixed(2)}${step[1]}` : String(value)
}
