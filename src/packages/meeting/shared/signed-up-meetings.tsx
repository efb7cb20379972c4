import { observer } from 'mobx-react-lite'
import { createContext, useContext, useMemo, type ComponentType } from 'react'
import { useShownAgain } from '@/components/shown-again'
import { useEndpoint } from '@/components/use-endpoint'
import { meetingSignUps } from '@/contract/meeting.endpoints'
import { useStores } from '@/stores/context'

const NONE: ReadonlySet<number> = new Set()
const SignedUpMeetings = createContext<ReadonlySet<number>>(NONE)

/** Whether the signed-in user holds a sign-up for the meeting, as the page around it read them; never for a guest. */
export const useSignedUp = (meetingId: number): boolean => useContext(SignedUpMeetings).has(meetingId)

/**
 * A page whose meetings say which ones the signed-in user signed up for: their sign-ups read once for the whole page
 * (never for a guest) and again when the page comes back into view; none are marked while they load or if they fail.
 */
export function withSignedUpMeetings(Page: ComponentType): ComponentType {
  return observer(function SignedUpMeetingsPage() {
    const { user } = useStores()
    const signedIn = user.loggedIn
    const mine = useEndpoint(meetingSignUps.mine, undefined, { enabled: signedIn })
    useShownAgain(() => {
      if (user.loggedIn) void mine.reload()
    })
    const data = signedIn ? mine.data : undefined
    const ids = useMemo(() => (data ? new Set(data.map((signUp) => signUp.meetingId)) : NONE), [data])
    return (
      <SignedUpMeetings.Provider value={ids}>
        <Page />
      </SignedUpMeetings.Provider>
    )
  })
}
