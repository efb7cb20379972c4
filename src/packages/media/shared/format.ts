const pad = (n: number) => String(n).padStart(2, '0')

/** A duration in seconds as m:ss, or h:mm:ss from one hour on. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

/** Milliseconds split into the parts of a countdown, hours to seconds zero-padded. */
export function countdownParts(ms: number): { days: number; hours: string; minutes: string; seconds: string } {
  const total = Math.max(0, Math.floor(ms / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: pad(Math.floor((total % 86_400) / 3600)),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
  }
}

/** Milliseconds left until `start`, never negative. */
export function msUntil(start: number, now: number): number {
  return Math.max(0, start - now)
}
