import type { ChatMessage, ServerFrame } from '@/contract/network'
import { backoffDelay, ChatConnection, PING_EVERY_MS, PONG_WITHIN_MS, type SocketEvents } from './chat-connection'

/** A socket the test drives: what the client sent, and the server's side of the conversation. */
class FakeSocket {
  sent: Record<string, unknown>[] = []
  closed: number | null = null
  constructor(
    readonly url: string,
    readonly events: SocketEvents,
  ) {}
  send(text: string) {
    if (this.closed !== null) throw new Error('closed')
    this.sent.push(JSON.parse(text))
  }
  close(code?: number) {
    this.closed = code ?? 1000
  }
  frame(frame: ServerFrame) {
    this.events.message(JSON.stringify(frame))
  }
  framesOf(type: string) {
    return this.sent.filter((frame) => frame.type === type)
  }
}

const message = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversation: 'group:1',
  kind: 'text',
  body: `m${id}`,
  sender: null,
  staff: false,
  clientId: '',
  createdAt: id,
  ...extra,
})

function setUp(options: { after?: number; token?: string } = {}) {
  const sockets: FakeSocket[] = []
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = []
  let token = options.token ?? 'tok'
  const connection = new ChatConnection({
    open: (url, events) => {
      const socket = new FakeSocket(url, events)
      sockets.push(socket)
      return socket
    },
    url: () => 'ws://api/socket',
    token: () => token,
    lang: () => 'en',
    startAfter: () => Promise.resolve(options.after ?? 0),
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false }
      timers.push(timer)
      return () => (timer.cancelled = true)
    },
    random: () => 0,
  })
  const received: number[] = []
  connection.onMessage((m) => received.push(m.id))
  /** Runs the live timers due within `ms` (the earliest first). */
  const elapse = (ms: number) => {
    const due = timers.filter((t) => !t.cancelled && t.ms <= ms).sort((a, b) => a.ms - b.ms)
    for (const timer of due) {
      timer.cancelled = true
      timer.run()
    }
  }
  const last = () => sockets[sockets.length - 1]
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
  /** Opens the newest socket and answers its auth with `ready`. */
  const ready = (lastId: number) => {
    last().events.open()
    last().frame({ type: 'ready', userId: 7, lastId })
  }
  return {
    connection,
    sockets,
    timers,
    received,
    elapse,
    last,
    flush,
    ready,
    signOut: () => (token = ''),
  }
}

/** A connection started, its socket open and answered `ready` with nothing newer than the user holds. */
async function connected() {
  const t = setUp()
  t.connection.start()
  await t.flush()
  t.ready(0)
  return t
}

describe('the chat connection', () => {
  it('authenticates first with the token, the language and the newest message id the user holds', async () => {
    const t = setUp({ after: 41 })
    t.connection.start()
    await t.flush()
    t.last().events.open()
    expect(t.last().sent[0]).toEqual({ type: 'auth', token: 'tok', after: 41, lang: 'en' })
    expect(t.last().url).toBe('ws://api/socket')
  })

  it('stays closed while nobody is signed in', async () => {
    const t = setUp({ token: '' })
    t.connection.start()
    await t.flush()
    expect(t.sockets).toHaveLength(0)
  })

  it('is one socket however many rooms start it', async () => {
    const t = setUp()
    t.connection.start()
    t.connection.start()
    await t.flush()
    t.connection.start()
    expect(t.sockets).toHaveLength(1)
  })

  it('delivers messages once each, in id order, dropping what it already delivered', async () => {
    const t = await connected()
    for (const id of [1, 2, 2, 3, 1, 4]) t.last().frame({ type: 'message', message: message(id) })
    expect(t.received).toEqual([1, 2, 3, 4])
  })

  it('reconnects after a drop with growing delays and resumes after the last message delivered', async () => {
    const t = await connected()
    t.last().frame({ type: 'message', message: message(5) })
    t.last().frame({ type: 'message', message: message(6) })

    t.last().events.close(1006)
    expect(t.connection.status).toBe('waiting')
    expect(t.sockets).toHaveLength(1)
    t.elapse(backoffDelay(0, () => 0))
    expect(t.sockets).toHaveLength(2)
    // The new socket fails to open: the next attempt waits longer.
    t.last().events.close(1006)
    const second = t.timers.filter((timer) => !timer.cancelled).pop()
    expect(second?.ms).toBe(backoffDelay(1, () => 0))
    expect(second!.ms).toBeGreaterThan(backoffDelay(0, () => 0))
    t.elapse(second!.ms)
    expect(t.sockets).toHaveLength(3)

    t.last().events.open()
    expect(t.last().sent[0]).toMatchObject({ type: 'auth', after: 6 })
    // The server sends what was missed, then ready: nothing twice, nothing lost.
    for (const id of [6, 7, 8]) t.last().frame({ type: 'message', message: message(id) })
    t.last().frame({ type: 'ready', userId: 7, lastId: 8 })
    t.last().frame({ type: 'message', message: message(9) })
    expect(t.received).toEqual([5, 6, 7, 8, 9])
    expect(t.connection.status).toBe('ready')
  })

  it('ignores what a replaced socket still says', async () => {
    const t = await connected()
    const old = t.last()
    old.events.close(1006)
    t.elapse(60_000)
    t.ready(3)
    old.frame({ type: 'message', message: message(10) })
    old.events.close(1006)
    expect(t.received).toEqual([])
    expect(t.connection.status).toBe('ready')
  })

  it('sends again, with the same clientId, what was not acknowledged before a drop, and settles it once', async () => {
    const t = await connected()
    const sent = t.connection.send('group:1', 'text', 'hello', 'c1')
    expect(t.last().framesOf('send')).toEqual([
      { type: 'send', conversation: 'group:1', kind: 'text', body: 'hello', clientId: 'c1' },
    ])
    t.last().events.close(1006)
    t.elapse(60_000)
    t.ready(0)
    expect(t.last().framesOf('send')).toEqual([expect.objectContaining({ clientId: 'c1', body: 'hello' })])
    t.last().frame({ type: 'message', message: message(12, { clientId: 'c1', body: 'hello' }) })
    t.last().frame({ type: 'ack', clientId: 'c1', id: 12 })
    await expect(sent).resolves.toBe(12)
    expect(t.received).toEqual([12])
  })

  it('queues what is sent before the socket is ready, in order', async () => {
    const t = setUp()
    const first = t.connection.send('group:1', 'text', 'one', 'a')
    const second = t.connection.send('group:1', 'text', 'two', 'b')
    await t.flush()
    t.ready(0)
    expect(
      t
        .last()
        .framesOf('send')
        .map((frame) => frame.body),
    ).toEqual(['one', 'two'])
    t.last().frame({ type: 'ack', clientId: 'a', id: 1 })
    t.last().frame({ type: 'ack', clientId: 'b', id: 2 })
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2])
  })

  it("passes on the server's refusal of a message", async () => {
    const t = await connected()
    const sent = t.connection.send('group:1', 'text', 'x', 'bad')
    t.last().frame({ type: 'error', code: 40356, msg: 'members only', clientId: 'bad' })
    await expect(sent).rejects.toEqual(expect.objectContaining({ code: 40356, msg: 'members only' }))
  })

  it('pings an idle socket and counts it lost when no answer comes', async () => {
    const t = await connected()
    t.elapse(PING_EVERY_MS)
    expect(t.last().framesOf('ping')).toHaveLength(1)
    t.elapse(PONG_WITHIN_MS)
    expect(t.connection.status).toBe('waiting')
  })

  it('stops for good on an unknown token and on logout, refusing what was unsent', async () => {
    const t = setUp()
    t.connection.start()
    await t.flush()
    t.last().events.open()
    t.last().events.close(4401)
    expect(t.connection.status).toBe('stopped')
    expect(t.timers.filter((timer) => !timer.cancelled)).toHaveLength(0)

    t.connection.start()
    await t.flush()
    t.ready(0)
    const unsent = t.connection.send('group:1', 'text', 'bye', 'z')
    t.last().events.close(1006)
    t.connection.stop()
    await expect(unsent).rejects.toBeDefined()
    t.elapse(60_000)
    expect(t.sockets).toHaveLength(2)
    expect(t.last().closed).not.toBeNull()
  })

  it('waits no more than about half a minute between attempts', () => {
    expect(backoffDelay(0, () => 0)).toBe(1000)
    expect(backoffDelay(3, () => 0)).toBe(8000)
    expect(backoffDelay(20, () => 0)).toBe(30_000)
    expect(backoffDelay(20, () => 1)).toBe(39_000)
  })
})
