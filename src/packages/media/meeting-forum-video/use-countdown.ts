import { useEffect, useState } from 'react'
import { msUntil } from '../shared/format'

/**
 * Milliseconds left until `target` on the server's clock (`serverTime` was its time when `receivedAt` was the
 * device's), ticking every second; calls `onZero` once when it reaches zero.
 */
export function useCountdown(target: number, serverTime: number, receivedAt: number, onZero: () => void): number {
  const skew = serverTime - receivedAt
  const [left, setLeft] = useState(() => msUntil(target, Date.now() + skew))
  useEffect(() => {
    setLeft(msUntil(target, Date.now() + skew))
    const timer = setInterval(() => {
      const next = msUntil(target, Date.now() + skew)
      setLeft(next)
      if (next === 0) {
        clearInterval(timer)
        onZero()
      }
    }, 1000)
    return () => clearInterval(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, skew])
  return left
}
