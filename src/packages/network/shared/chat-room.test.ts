import { ChatRoom } from './chat-room'
import { chatMessage, fakeConnection } from './testing'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('a chat room', () => {
  it('keeps a message that arrives live before its history, once, in id order', async () => {
    const { connection, server } = fakeConnection(5)
    const history = deferred<{ messages: ReturnType<typeof chatMessage>[]; more: boolean; lastReadId: number }>()
    const calls = { history: jest.fn(() => history.promise), markRead: jest.fn().mockResolvedValue(null) }
    const room = new ChatRoom('group:3', calls, connection)
    const opened = room.open()
    await new Promise((resolve) => setTimeout(resolve, 0))
    server.ready()
    server.frame({ type: 'message', message: chatMessage(6, 'live') })
    history.resolve({
      messages: [chatMessage(4, 'old'), chatMessage(5, 'older'), chatMessage(6, 'live')],
      more: false,
      lastReadId: 5,
    })
    await opened
    expect(room.messages.map((m) => m.id)).toEqual([4, 5, 6])
    expect(room.status).toBe('ready')
    expect(server.sent).toContainEqual({ type: 'read', conversation: 'group:3', upTo: 6 })
    room.close()
  })

  it('pages history upward from the oldest message shown until none remain', async () => {
    const { connection } = fakeConnection()
    const calls = {
      history: jest
        .fn()
        .mockResolvedValueOnce({ messages: [chatMessage(40, 'a'), chatMessage(41, 'b')], more: true, lastReadId: 41 })
        .mockResolvedValueOnce({ messages: [chatMessage(38, 'y'), chatMessage(39, 'z')], more: false, lastReadId: 41 }),
      markRead: jest.fn().mockResolvedValue(null),
    }
    const room = new ChatRoom('group:3', calls, connection)
    await room.open()
    expect(room.more).toBe(true)
    await room.loadOlder()
    expect(calls.history).toHaveBeenLastCalledWith({ conversation: 'group:3', before: 40, pageSize: 30 })
    expect(room.messages.map((m) => m.id)).toEqual([38, 39, 40, 41])
    expect(room.more).toBe(false)
    await room.loadOlder()
    expect(calls.history).toHaveBeenCalledTimes(2)
    // Everything shown was read already: the mark does not move back or repeat.
    expect(calls.markRead).not.toHaveBeenCalled()
    room.close()
  })
})
