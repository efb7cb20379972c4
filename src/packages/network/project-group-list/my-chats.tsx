import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { useShownAgain } from '@/components/shown-again'
import { useEndpoint } from '@/components/use-endpoint'
import type { Conversation } from '@/contract/network'
import { GROUPS_PER_USER } from '@/contract/network.codes'
import { chat, groupChats } from '@/contract/network.endpoints'
import { navigate, pageUrl } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { Avatar } from '../shared/avatar'
import { chatConnection } from '../shared/chat-socket'

/** What a conversation's last message says in one line. */
function lastLine(conversation: Conversation, picture: string): string {
  const message = conversation.lastMessage
  if (!message) return ''
  const text = message.kind === 'image' ? picture : message.body
  return message.sender && conversation.kind === 'group' ? `${message.sender.name}: ${text}` : text
}

const ConversationRow = observer(({ conversation }: { conversation: Conversation }) => {
  const t = useT()
  return (
    <View
      className='net-person'
      data-testid='conversation'
      data-key={conversation.key}
      onClick={() => void navigate('chatRoom', { conversation: conversation.key, title: conversation.title })}
    >
      <Avatar className='net-person__avatar' src={conversation.avatar} name={conversation.title} />
      <View className='net-person__body'>
        <Text className='net-person__name'>{conversation.title}</Text>
        {/* A message is shown as its writer wrote it, in any language. */}
        <Text className='net-meta net-ellipsis' data-own-words={conversation.lastMessage?.kind === 'text' || undefined}>
          {lastLine(conversation, t('network.chat.pictureLine'))}
        </Text>
      </View>
      <View className='net-person__side'>
        {conversation.lastMessage && (
          <Text className='net-meta'>{formatDate(conversation.lastMessage.createdAt, 'MM-DD HH:mm')}</Text>
        )}
        {conversation.unread > 0 && (
          <Text className='net-badge' data-testid='conversation-unread'>
            {conversation.unread > 99 ? '99+' : conversation.unread}
          </Text>
        )}
      </View>
    </View>
  )
})

/**
 * Above the groups to join: for a signed-in user their invitations, their chats (groups, one-to-one, customer service)
 * with unread counts and last messages kept live, how many groups they joined of the limit, and creating a group.
 */
export const MyChats = observer(() => {
  const t = useT()
  const stores = useStores()
  const { user } = stores
  const chats = useEndpoint(chat.conversations, undefined, { enabled: user.loggedIn })
  const invitations = useEndpoint(groupChats.invitations, { pageNum: 1, pageSize: 20 }, { enabled: user.loggedIn })
  const [live, setLive] = useState<Conversation[] | null>(null)
  useEffect(() => setLive(chats.data ?? null), [chats.data])

  // A message arriving while the list is shown moves its chat to the top with one more unread.
  useEffect(() => {
    if (!user.loggedIn) return
    const connection = chatConnection(stores)
    connection.start()
    return connection.onMessage((message) => {
      setLive((current) => {
        if (!current) return current
        const found = current.find((c) => c.key === message.conversation)
        if (!found) {
          void chats.reload()
          return current
        }
        const mine = message.sender?.userId === user.profile?.id || !!message.clientId
        const updated = { ...found, lastMessage: message, unread: found.unread + (mine ? 0 : 1) }
        return [updated, ...current.filter((c) => c !== found)]
      })
    })
    // One subscription per signed-in session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.token])

  // Back from a chat: its unread count has changed.
  useShownAgain(() => {
    void chats.reload()
    void invitations.reload()
  })

  if (!user.loggedIn)
    return (
      <View className='net-card' data-testid='my-chats-signed-out'>
        <Text className='net-text'>{t('network.groups.signInHint')}</Text>
        <Button
          size='small'
          type='primary'
          onClick={() => void navigate('login', { redirect: pageUrl('projectGroupList') })}
        >
          {t('account.my.login')}
        </Button>
      </View>
    )

  const conversations = live ?? []
  const joined = conversations.filter((c) => c.kind === 'group').length
  const pending = (invitations.data?.list ?? []).filter((invitation) => invitation.status === 'pending')
  return (
    <View data-testid='my-chats'>
      <View className='net-card net-row net-row--between'>
        <Text className='net-meta' data-testid='groups-joined'>
          {joined >= GROUPS_PER_USER
            ? t('network.groups.limitReached', { limit: GROUPS_PER_USER })
            : t('network.groups.joined', { count: joined, limit: GROUPS_PER_USER })}
        </Text>
        <Button size='small' type='primary' onClick={() => void navigate('createGroupChat')} data-testid='create-group'>
          {t('network.route.createGroupChat')}
        </Button>
      </View>
      {pending.length > 0 && (
        <View className='net-card' data-testid='invitations'>
          <Text className='net-heading'>{t('network.groups.invitations', { count: pending.length })}</Text>
          {pending.map((invitation) => (
            <View
              key={invitation.id}
              className='net-person'
              data-testid='invitation'
              onClick={() => void navigate('groupDetail', { id: invitation.groupId })}
            >
              <Avatar className='net-person__avatar' src={invitation.person.avatar} name={invitation.person.name} />
              <View className='net-person__body'>
                <Text className='net-person__name'>{invitation.groupName}</Text>
                <Text className='net-meta'>{t('network.groups.invitedBy', { name: invitation.person.name })}</Text>
              </View>
              <Text className='net-link'>{t('network.groups.answer')}</Text>
            </View>
          ))}
        </View>
      )}
      <View className='net-card' data-testid='conversations'>
        <Text className='net-heading'>{t('network.my.chats')}</Text>
        {chats.status === 'loading' && !live && <Text className='net-meta'>{t('common.loading')}</Text>}
        {chats.status === 'error' && (
          <Text className='net-link' onClick={() => void chats.reload()}>
            {t('error.loadFailed')} · {t('common.retry')}
          </Text>
        )}
        {chats.status === 'ready' && conversations.length === 0 && (
          <Text className='net-meta'>{t('network.groups.noChats')}</Text>
        )}
        {conversations.map((conversation) => (
          <ConversationRow key={conversation.key} conversation={conversation} />
        ))}
      </View>
      <Text className='net-section-title'>{t('network.groups.discover')}</Text>
    </View>
  )
})
