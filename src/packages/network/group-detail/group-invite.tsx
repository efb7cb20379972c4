import { Button, Popup } from '@nutui/nutui-react-taro'
import { ScrollView, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import type { GroupDetail } from '@/contract/network'
import { groupChats } from '@/contract/network.endpoints'
import { useStores, useT } from '@/stores/context'
import { PersonRow } from '../shared/person-row'
import { useAction } from '../shared/use-action'

/** The people the owner exchanged cards with, each with an invitation to send; the server says who is in already. */
const Contacts = observer(({ group }: { group: GroupDetail }) => {
  const t = useT()
  const { api } = useStores()
  const candidates = useEndpoint(groupChats.ownerCandidates, undefined)
  const [invited, setInvited] = useState<number[]>([])
  const { press } = useAction()
  // The first candidate is the owner themself.
  const contacts = candidates.data?.slice(1)
  if (!contacts)
    return (
      <StatusView
        status={candidates.status === 'error' ? 'error' : 'loading'}
        onRetry={() => void candidates.reload()}
      />
    )
  if (contacts.length === 0) return <StatusView status='empty' message='network.group.inviteNone' />
  return (
    <>
      {contacts.map((person) => (
        <PersonRow
          key={person.userId}
          person={person}
          testId='invite-candidate'
          actions={
            invited.includes(person.userId) ? (
              <Text className='net-meta'>{t('network.group.inviteSent')}</Text>
            ) : (
              <Button
                size='small'
                type='primary'
                {...press(
                  `invite-${person.userId}`,
                  () => api.network.inviteToGroup(group.id, person.userId),
                  'network.group.inviteSent',
                  () => setInvited((sent) => [...sent, person.userId]),
                )}
                data-testid='invite-send'
              >
                {t('network.group.inviteOne')}
              </Button>
            )
          }
        />
      ))}
    </>
  )
})

/** The owner's invitations: the only way into a private group, and a shortcut into an open one. */
export const InvitePeople = observer(({ group }: { group: GroupDetail }) => {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size='small' fill='outline' onClick={() => setOpen(true)} data-testid='group-invite'>
        {t('network.group.invite')}
      </Button>
      <Popup
        visible={open}
        position='bottom'
        round
        closeable
        title={t('network.group.invite')}
        onClose={() => setOpen(false)}
      >
        <ScrollView scrollY className='net-popup-list'>
          {open && <Contacts group={group} />}
        </ScrollView>
      </Popup>
    </>
  )
})
