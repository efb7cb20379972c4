import Taro from '@tarojs/taro'
import { reaction } from 'mobx'
import type { ServerFrame } from '@/contract/network'
import { langHeader } from '@/i18n'
import { ROUTES } from '@/routes/table'
import { resolveEnv } from '@/services/http/env'
import { socketUrl } from '@/services/http/socket-url'
import type { RootStore } from '@/stores/root-store'

/**
 * Frames after which what waits may have changed: a request arrived or was answered, a message came or was read; and
 * `ready`, since what changed between the counts asked before connecting and the socket's sign-in sent no frame.
 */
const CHANGES: ReadonlySet<string> = new Set<ServerFrame['type']>(['ready', 'waiting', 'message', 'read'])
/** Frames arriving together (a burst of messages) ask the counts once. */
export const SETTLE_MS = 300
const RETRY_MAX_MS = 30_000

/** The tab's badge: the count, 99+ past 99. */
export const badgeText = (total: number) => (total > 99 ? '99+' : String(total))

export interface LiveDeps {
  connect: (options: { url: string }) => Promise<Taro.SocketTask>
  url: () => string
  schedule: (run: () => void, ms: number) => () => void
}

const taroDeps: LiveDeps = {
  connect: (options) => Taro.connectSocket(options),
  url: () => socketUrl(resolveEnv().bases.api),
  schedule: (run, ms) => {
    const timer = setTimeout(run, ms)
    return () => clearTimeout(timer)
  },
}

/**
 * Keeps the my tab's badge and entries live while someone is signed in: the counts are asked at sign-in, when the
 * app shows again and after every chat socket frame that may change them; the socket resumes after the newest
 * message, reconnects with backoff and closes at sign-out.
 */
export function keepWaitingLive(stores: RootStore, deps: LiveDeps = taroDeps): void {
  const index = ROUTES.my.tab!.index
  // Every answer sets the badge again, not only a new total: WeChat refuses it while a page off the tab bar shows.
  reaction(
    () => stores.waiting.counts,
    () => {
      const total = stores.waiting.total
      void (total > 0 ? Taro.setTabBarBadge({ index, text: badgeText(total) }) : Taro.removeTabBarBadge({ index }))
        // A host without a tab bar (a page opened alone) has nothing to mark.
        ?.catch(() => undefined)
    },
  )

  let socket: Taro.SocketTask | null = null
  // Bumped at every sign-in and sign-out: what an older session started is dropped.
  let session = 0
  let attempt = 0
  let cancelRetry = () => {}
  let cancelSettle = () => {}

  const settle = () => {
    cancelSettle()
    cancelSettle = deps.schedule(() => void stores.waiting.refresh(), SETTLE_MS)
  }
  const retry = (current: number) => {
    if (current !== session) return
    cancelRetry()
    cancelRetry = deps.schedule(() => void open(current), Math.min(RETRY_MAX_MS, 1000 * 2 ** attempt++))
  }
  const open = async (current: number) => {
    const counts = await stores.waiting.refresh()
    if (current !== session) return
    if (!counts) return retry(current)
    const task = await deps.connect({ url: deps.url() }).catch(() => null)
    // A host without sockets answers something that is not a task.
    if (typeof task?.onOpen !== 'function') return retry(current)
    if (current !== session) return void task.close({})
    socket = task
    task.onOpen(() => {
      attempt = 0
      const auth = { type: 'auth', token: stores.user.token, after: counts.lastMessageId }
      void task.send({ data: JSON.stringify({ ...auth, lang: langHeader(stores.app.language) }) })
    })
    task.onMessage(({ data }) => {
      if (CHANGES.has((JSON.parse(String(data)) as { type: string }).type)) settle()
    })
    task.onClose(() => {
      if (socket !== task) return
      socket = null
      retry(current)
    })
  }
  const stop = () => {
    session += 1
    cancelRetry()
    cancelSettle()
    attempt = 0
    const task = socket
    socket = null
    void task?.close({})
  }

  // Only a session the server vouched for (its profile known, no check running): a link's token may yet be dropped,
  // and a refusal of it is the check's to handle, never a reason to open the login page.
  reaction(
    () => (stores.user.profile && !stores.user.checking ? stores.user.token : ''),
    (token) => {
      stop()
      stores.waiting.clear()
      if (token) void open(session)
    },
    { fireImmediately: true },
  )
  Taro.onAppShow?.(() => {
    if (!stores.user.profile || stores.user.checking) return
    if (socket) void stores.waiting.refresh()
    else {
      stop()
      void open(session)
    }
  })
}
