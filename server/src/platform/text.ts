/** A user-facing text in both languages. */
export interface Text {
  zh: string
  en: string
}

export const t = (zh: string, en: string): Text => ({ zh, en })

export const DAY_MS = 86_400_000

/** "12.5亿元" / "CNY 1.25 billion" for an amount in yuan. */
export function formatYuan(amount: number): Text {
  const zh = amount >= 1e8 ? `${trim(amount / 1e8)}亿元` : `${trim(amount / 1e4)}万元`
  const en = amount >= 1e9 ? `CNY ${trim(amount / 1e9)} billion` : `CNY ${trim(amount / 1e6)} million`
  return { zh, en }
}

function trim(value: number): string {
  return String(Number(value.toFixed(2)))
}

/** A fair-local time (UTC+8) on a given September 2026 day. */
export function fairTime(day: number, hhmm: string): Date {
  return new Date(`2026-09-${String(day).padStart(2, '0')}T${hhmm}:00+08:00`)
}
