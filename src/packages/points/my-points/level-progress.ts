import type { PointsLevel } from '@/contract/points'

export interface LevelProgress {
  /** The highest level whose threshold the balance reaches; undefined below every threshold. */
  current?: PointsLevel
  /** The first level above the balance; undefined at the top level. */
  next?: PointsLevel
  /** Points still needed for `next` (0 at the top). */
  missing: number
  /** Share of the way from `current` to `next`, 0..1 (1 at the top). */
  ratio: number
}

/** Where a balance stands between the levels' minPoints thresholds, whatever order the server lists them in. */
export function levelProgress(balance: number, levels: readonly PointsLevel[]): LevelProgress {
  const sorted = [...levels].sort((a, b) => a.minPoints - b.minPoints)
  const current = sorted.filter((l) => l.minPoints <= balance).pop()
  const next = sorted.find((l) => l.minPoints > balance)
  if (!next) return { current, next, missing: 0, ratio: 1 }
  const from = current?.minPoints ?? 0
  const span = next.minPoints - from
  return {
    current,
    next,
    missing: next.minPoints - balance,
    ratio: span > 0 ? Math.max(0, (balance - from) / span) : 0,
  }
}
