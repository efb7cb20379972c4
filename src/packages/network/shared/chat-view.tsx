import { Button, Input } from '@nutui/nutui-react-taro'
import { Image, ScrollView, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import { StatusView } from '@/components/status-view'
import { failureText, toast } from '@/components/toast'
import type { ChatMessage } from '@/contract/network'
import { MESSAGE_TEXT_MAX } from '@/contract/network.codes'
import { chat, customerService } from '@/contract/network.endpoints'
import { assetUrl } from '@/services/http/asset-url'
import { markEndpointsStale } from '@/services/query/client'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { ChatRoom, type Outgoing } from './chat-room'
import { chatConnection } from './chat-socket'
import { pickImage } from './pick-image'
import './chat-view.scss'

/** One conversation's room for these stores: opened while shown, closed when left. */
export function useChatRoom(conversation: string): ChatRoom {
  const stores = useStores()
  const room = useMemo(
    () =>
      new ChatRoom(
        conversation,
        { history: stores.api.network.history, markRead: stores.api.network.markRead },
        chatConnection(stores),
      ),
    [conversation, stores],
  )
  useEffect(() => {
    void room.open()
    return () => {
      room.close()
      // Its last message, unread count and reply time may have changed: asked again when next shown.
      markEndpointsStale(stores.queries, chat.conversations, customerService.thread)
    }
  }, [room, stores])
  return room
}

const Bubble = observer(({ message, mine }: { message: ChatMessage; mine: boolean }) => {
  const t = useT()
  if (message.kind === 'system')
    return (
      <View className='chat__system' data-testid='chat-system'>
        <Text>{message.body}</Text>
      </View>
    )
  const who = message.staff ? t('network.chat.staff') : (message.sender?.name ?? '')
  return (
    <View className={`chat__row${mine ? ' chat__row--mine' : ''}`} data-testid='chat-message' data-id={message.id}>
      {!mine && message.sender?.avatar ? (
        <Image className='chat__avatar' src={assetUrl(message.sender.avatar)} mode='aspectFill' />
      ) : (
        !mine && <View className='chat__avatar chat__avatar--staff' />
      )}
      <View className='chat__content'>
        {!mine && <Text className='chat__sender'>{who}</Text>}
        {message.kind === 'image' ? (
          <Image
            className='chat__image'
            src={assetUrl(message.body)}
            mode='widthFix'
            data-testid='chat-image'
            onClick={() => void Taro.previewImage({ urls: [assetUrl(message.body)] }).catch(() => undefined)}
          />
        ) : (
          <Text className='chat__bubble' data-testid='chat-text' data-own-words userSelect>
            {message.body}
          </Text>
        )}
        <Text className='chat__time'>{formatDate(message.createdAt, 'MM-DD HH:mm')}</Text>
      </View>
    </View>
  )
})

const Pending = observer(({ item, room }: { item: Outgoing; room: ChatRoom }) => {
  const t = useT()
  return (
    <View className='chat__row chat__row--mine' data-testid='chat-outgoing' data-state={item.state}>
      <View className='chat__content'>
        {item.kind === 'image' ? (
          <Image className='chat__image' src={assetUrl(item.body)} mode='widthFix' />
        ) : (
          <Text className='chat__bubble'>{item.body}</Text>
        )}
        {item.state === 'sending' ? (
          <Text className='chat__time'>{t('network.chat.sending')}</Text>
        ) : (
          <View className='chat__failed'>
            <Text data-testid='chat-failed'>{item.refusal || t('error.sendFailed')}</Text>
            <Text className='chat__link' data-testid='chat-retry' onClick={() => void room.retry(item.clientId)}>
              {t('network.chat.retry')}
            </Text>
            <Text className='chat__link' onClick={() => room.discard(item.clientId)}>
              {t('network.chat.discard')}
            </Text>
          </View>
        )}
      </View>
    </View>
  )
})

interface Props {
  room: ChatRoom
  /** The signed-in user's id, to tell their messages from others'. */
  me: number | undefined
  /** Whether the user may write here (members, the two sides, the user with staff). */
  canWrite?: boolean
}

/** A conversation: older history on pulling to the top, messages as they arrive, and the bar to write text or send a picture. */
export const ChatView = observer(({ room, me, canWrite = true }: Props) => {
  const t = useT()
  const { api } = useStores()
  const [draft, setDraft] = useState('')
  const [uploading, setUploading] = useState(false)
  const count = room.messages.length + room.outgoing.length
  // Follows the newest message and what the user sends, not older history loaded above.
  const bottomId = `chat-end-${room.messages[room.messages.length - 1]?.id ?? 0}-${room.outgoing.length}`

  const sendText = () => {
    const text = draft.trim()
    if (!text) return toast(t('network.chat.empty'))
    setDraft('')
    void room.send('text', text)
  }

  const sendImage = async () => {
    const path = await pickImage(t)
    if (!path) return
    setUploading(true)
    try {
      const { url } = await api.files.upload(path)
      void room.send('image', url)
    } catch (error) {
      toast(failureText(error, t, 'network.chat.uploadFailed'))
    } finally {
      setUploading(false)
    }
  }

  return (
    <View className='chat'>
      <ScrollView
        className='chat__list'
        scrollY
        scrollIntoView={bottomId}
        onScrollToUpper={() => void room.loadOlder()}
        data-testid='chat-list'
      >
        {room.more && (
          <Text className='chat__older' data-testid='chat-older' onClick={() => void room.loadOlder()}>
            {t(room.loadingOlder ? 'common.loading' : 'network.chat.older')}
          </Text>
        )}
        {room.status !== 'ready' && <StatusView status={room.status} onRetry={() => void room.open()} />}
        {room.status === 'ready' && count === 0 && (
          <Text className='chat__hint' data-testid='chat-empty'>
            {t('network.chat.none')}
          </Text>
        )}
        {room.messages.map((message) => (
          <Bubble
            key={message.id}
            message={message}
            mine={message.sender !== null && (message.sender.userId === me || !!message.clientId)}
          />
        ))}
        {room.outgoing.map((item) => (
          <Pending key={item.clientId} item={item} room={room} />
        ))}
        <View id={bottomId} />
      </ScrollView>
      {canWrite && (
        <View className='chat__bar'>
          <Button
            className='chat__picture'
            size='small'
            fill='outline'
            disabled={uploading}
            onClick={() => void sendImage()}
            data-testid='chat-picture'
          >
            {t(uploading ? 'network.chat.uploading' : 'network.chat.picture')}
          </Button>
          <Input
            className='chat__input'
            value={draft}
            maxLength={MESSAGE_TEXT_MAX}
            placeholder={t('network.chat.placeholder')}
            confirmType='send'
            onChange={setDraft}
            onConfirm={sendText}
            data-testid='chat-input'
          />
          <Button type='primary' size='small' onClick={sendText} data-testid='chat-send'>
            {t('network.chat.send')}
          </Button>
        </View>
      )}
    </View>
  )
})
