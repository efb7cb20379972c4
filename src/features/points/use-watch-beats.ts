import { useEffect } from 'react'
import { useStores } from '@/stores/context'

/** How often a playing video tells the server; it counts at most 15 s per beat. */
export const WATCH_BEAT_MS = 10_000

/** While the video plays for a signed-in user, beats every 10 s: the server's record of the watch time behind the points. */
export function useWatchBeats(liveId: number | undefined, playing: boolean) {
  const { api, user } = useStores()
  const signedIn = user.loggedIn
  useEffect(() => {
    if (!playing || liveId === undefined || !signedIn) return
    const beat = () => void api.points.pointsWatchBeat(liveId).catch(() => undefined)
    beat()
    const timer = setInterval(beat, WATCH_BEAT_MS)
    return () => clearInterval(timer)
  }, [api, liveId, playing, signedIn])
}
