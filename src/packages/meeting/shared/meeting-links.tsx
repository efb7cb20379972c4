import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useSignedInValue } from '@/components/use-signed-in-value'
import type { MeetingDetail } from '@/contract/meeting'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { SOON_MS } from './agenda-plan'
import './meeting-links.scss'

/**
 * The ways on from a meeting's page: the sign-up sheet (or the invitation code for an invited-only meeting) while it
 * is open, and the door's sign-in sheet once it is on or about to start by the server's clock.
 */
export const MeetingLinks = observer(({ meeting }: { meeting: MeetingDetail }) => {
  const t = useT()
  const soon = meeting.status === 'notStarted'
  const [serverNow] = useSignedInValue<number | null>(
    null,
    soon ? (api) => api.meeting.meetingOptions().then((options) => options.now) : undefined,
    [meeting.id],
  )
  const atTheDoor =
    meeting.status === 'ongoing' || (soon && serverNow !== null && meeting.startTime - serverNow <= SOON_MS)
  const links = [
    soon &&
      !meeting.invitationOnly && {
        key: 'popup',
        text: t('meeting.links.popup'),
        go: () => navigate('meetingPopup', { meetingId: meeting.id }),
      },
    soon &&
      meeting.invitationOnly && {
        key: 'invitation',
        text: t('meeting.invitation.enter'),
        go: () => navigate('meetingInvitation', { meetingId: meeting.id }),
      },
    atTheDoor && {
      key: 'door',
      text: t('meeting.door.entry'),
      go: () => navigate('meetingOfflineMerber', { meetingId: meeting.id }),
    },
  ].filter((link) => link !== false)
  if (links.length === 0) return null
  return (
    <View className='meeting-links'>
      {links.map((link) => (
        <Text
          key={link.key}
          className='meeting-links__link'
          onClick={() => void link.go()}
          data-testid={`meeting-link-${link.key}`}
        >
          {link.text}
        </Text>
      ))}
    </View>
  )
})
