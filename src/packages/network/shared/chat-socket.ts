import Taro from '@tarojs/taro'
import { reaction } from 'mobx'
import { langHeader } from '@/i18n'
import { resolveEnv } from '@/services/http/env'
import { socketUrl } from '@/services/http/socket-url'
import type { RootStore } from '@/stores/root-store'
import { ChatConnection, type OpenSocket } from './chat-connection'

/** Taro.connectSocket (wx.connectSocket in the mini program, WebSocket on H5) as the connection's socket. */
export const taroSocket: OpenSocket = (url, events) => {
  let task: Taro.SocketTask | null = null
  let closed = false
  let ended = false
  const end = (code: number) => {
    if (ended) return
    ended = true
    events.close(code)
  }
  Taro.connectSocket({ url })
    .then((opened) => {
      // A host without sockets answers something that is not a task: count it as a socket that never opened.
      if (typeof opened?.onOpen !== 'function') throw new Error('no socket task')
      task = opened
      if (closed) return opened.close({ code: 1000 })
      opened.onOpen(() => events.open())
      opened.onMessage((result) => events.message(String(result.data)))
      opened.onClose((result) => end(result.code))
      opened.onError(() => end(1006))
    })
    .catch(() => end(1006))
  return {
    send: (text) => {
      if (!task) throw new Error('socket not open')
      task.send({ data: text })
    },
    close: (code = 1000) => {
      closed = true
      ended = true
      task?.close({ code })
    },
  }
}

let shared: { stores: RootStore; connection: ChatConnection } | null = null

/**
 * The app's one chat connection for these stores, made on first use by a chat screen: it connects while someone is
 * signed in and closes when they log out.
 */
export function chatConnection(stores: RootStore): ChatConnection {
  if (shared?.stores === stores) return shared.connection
  const connection = new ChatConnection({
    open: taroSocket,
    url: () => socketUrl(resolveEnv().bases.api),
    token: () => stores.user.token,
    lang: () => langHeader(stores.app.language),
    startAfter: async () => {
      const conversations = await stores.api.network.conversations()
      return Math.max(0, ...conversations.map((c) => c.lastMessage?.id ?? 0))
    },
    schedule: (run, ms) => {
      const timer = setTimeout(run, ms)
      return () => clearTimeout(timer)
    },
  })
  reaction(
    () => stores.user.token,
    (token, previous) => {
      if (!token || token !== previous) connection.stop()
    },
  )
  shared = { stores, connection }
  return connection
}
