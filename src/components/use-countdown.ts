import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Seconds left until a deadline, ticking once a second; 0 when idle. Measured against the clock, not by counting
 * ticks, so a page that was hidden (timers paused in a mini program) shows the right number when it comes back.
 */
export function useCountdown(now: () => number = Date.now): { left: number; start(seconds: number): void } {
  const [deadline, setDeadline] = useState(0)
  const [left, setLeft] = useState(0)
  const nowRef = useRef(now)
  nowRef.current = now

  useEffect(() => {
    if (!deadline) return undefined
    const update = () => {
      const seconds = Math.max(0, Math.ceil((deadline - nowRef.current()) / 1000))
      setLeft(seconds)
      if (seconds === 0) setDeadline(0)
    }
    update()
    const timer = setInterval(update, 1000)
    return () => clearInterval(timer)
  }, [deadline])

  const start = useCallback((seconds: number) => setDeadline(nowRef.current() + seconds * 1000), [])
  return { left, start }
}
