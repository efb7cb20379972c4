import '@/i18n/network.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, type ReactNode } from 'react'
import { StatusView } from '@/components/status-view'
import { failureText } from '@/components/toast'
import { joined, useEndpoint, type RequestState } from '@/components/use-endpoint'
import type { ConversationKind } from '@/contract/network.codes'
import { chat, customerService, groupChats } from '@/contract/network.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { invalidateEndpoints } from '@/services/query/client'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { ChatView, useChatRoom } from '../shared/chat-view'
import '../shared/network.scss'

interface Target {
  conversation: string
  kind: ConversationKind
  title: string
  groupId: number | null
  /** A group the user is not (or no longer) a member of: its page says how to join. */
  notMember?: boolean
  /** Customer service: when a reply is due, while a question waits. */
  replyBy?: number | null
}

type Params = Partial<Record<string, string>>

/** The conversation the query names: by key, a group's, or the one-to-one chat with a person (opened if need be). */
function useTarget(params: Params): RequestState<Target> {
  const { queries } = useStores()
  const byGroup = Boolean(params.groupId)
  const byPerson = !byGroup && Boolean(params.userId)
  const group = useEndpoint(groupChats.detail, { id: Number(params.groupId) }, { enabled: byGroup, loading: true })
  const direct = useEndpoint(chat.direct, { userId: Number(params.userId) }, { enabled: byPerson, loading: true })
  const conversation = byPerson ? direct.data?.conversation : decodeURIComponent(params.conversation ?? '')
  const kind = conversation?.split(':')[0] as ConversationKind | undefined
  const byKey = !byGroup && Boolean(conversation)
  const conversations = useEndpoint(chat.conversations, undefined, { enabled: byKey })
  const thread = useEndpoint(customerService.thread, undefined, { enabled: byKey && kind === 'service' })

  // Opening the chat may have made it: the user's chats are asked again, here for its title and in the list.
  useEffect(() => {
    if (direct.data) void invalidateEndpoints(queries, chat.conversations)
  }, [direct.data, queries])

  if (byGroup) {
    const found = group.data
    return {
      ...group,
      data: found && {
        conversation: found.conversation ?? '',
        kind: 'group',
        title: found.name,
        groupId: found.id,
        notMember: !found.conversation,
      },
    }
  }
  const parts: RequestState<unknown>[] = [
    ...(byPerson ? [direct] : []),
    conversations,
    ...(kind === 'service' ? [thread] : []),
  ]
  const all = joined(...parts)
  const known = conversations.data?.find((c) => c.key === conversation)
  return {
    ...all,
    data:
      all.data && conversation && kind
        ? {
            conversation,
            kind,
            title: known?.title ?? '',
            groupId: known?.groupId ?? null,
            replyBy: kind === 'service' ? thread.data?.replyBy : undefined,
          }
        : undefined,
  }
}

const Room = observer(({ target }: { target: Target }) => {
  const t = useT()
  const { user } = useStores()
  const room = useChatRoom(target.conversation)
  return (
    <>
      {target.kind === 'group' && target.groupId !== null && (
        <View className='net-bar'>
          <Text className='net-bar__title' data-testid='chat-title'>
            {target.title}
          </Text>
          <Text
            className='net-bar__link'
            data-testid='chat-group-info'
            onClick={() => void navigate('groupDetail', { id: target.groupId as number })}
          >
            {t('network.chat.groupInfo')}
          </Text>
        </View>
      )}
      {target.kind === 'service' && (
        <Text className='net-notice' data-testid='chat-reply-by'>
          {target.replyBy
            ? t('network.service.replyBy', { time: formatDate(target.replyBy, 'MM-DD HH:mm') })
            : t('network.service.promise')}
        </Text>
      )}
      <ChatView room={room} me={user.profile?.id} />
    </>
  )
})

/** The conversation the query names, found once the user is signed in. */
const ChatTarget = observer(() => {
  const t = useT()
  const { user } = useStores()
  const { params } = useRouter()
  const target = useTarget(params)
  const title = target.data?.title

  useEffect(() => {
    if (title) void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])

  useEffect(() => {
    if (user.loggedIn && !user.profile) void user.validate().catch(() => undefined)
  }, [user])

  let body: ReactNode
  if (!params.conversation && !params.groupId && !params.userId)
    body = (
      <View className='net-empty' data-testid='chat-no-target'>
        <Text className='net-empty__text'>{t('network.chat.noTarget')}</Text>
        <Button size='small' type='primary' onClick={() => void navigate('projectGroupList')}>
          {t('network.my.chats')}
        </Button>
      </View>
    )
  else if (target.status === 'error')
    body = (
      <View className='net-empty' data-testid='chat-unavailable'>
        <Text className='net-empty__text'>{failureText(target.error, t, 'error.loadFailed')}</Text>
        <Button size='small' type='primary' fill='outline' onClick={() => void target.reload()}>
          {t('common.retry')}
        </Button>
      </View>
    )
  else if (!target.data) body = <StatusView status='loading' />
  else if (target.data.notMember)
    body = (
      <View className='net-empty' data-testid='chat-not-member'>
        <Text className='net-empty__text'>{t('network.chat.notMember')}</Text>
        <Button
          size='small'
          type='primary'
          onClick={() => void navigate('groupDetail', { id: target.data?.groupId as number })}
        >
          {t('network.chat.groupInfo')}
        </Button>
      </View>
    )
  else body = <Room key={target.data.conversation} target={target.data} />

  return body
})

/** A conversation of the user's: a group's chat, a one-to-one chat, or customer service. */
const ChatRoomPage = () => (
  <PageShell route='chatRoom' loginHint='network.chat.loginHint'>
    <ChatTarget />
  </PageShell>
)

export default ChatRoomPage
