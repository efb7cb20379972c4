import Taro from '@tarojs/taro'
import { memoryStorage } from '@/platform/storage'
import { socketUrl } from '@/services/http/socket-url'
import { RootStore } from '@/stores/root-store'
import { apiOf } from '@/stores/testing/fake-api'
import { chatConnection } from './chat-socket'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the app chat socket', () => {
  afterEach(() => jest.restoreAllMocks())

  it('is addressed at the API with ws(s), or at the page’s own origin', () => {
    expect(socketUrl('http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/user-central/network/chat/socket')
    expect(socketUrl('https://api.example.com')).toBe('wss://api.example.com/user-central/network/chat/socket')
    expect(socketUrl('', 'https://fair.example.com')).toBe('wss://fair.example.com/user-central/network/chat/socket')
  })

  it('is one per app, opened with Taro.connectSocket after the newest message held, and closed on logout', async () => {
    const task = {
      onOpen: jest.fn((listener: () => void) => listener()),
      onMessage: jest.fn(),
      onClose: jest.fn(),
      onError: jest.fn(),
      send: jest.fn(),
      close: jest.fn(),
    }
    const connect = jest.spyOn(Taro, 'connectSocket').mockResolvedValue(task as never)
    const stores = new RootStore(
      apiOf({
        conversations: jest.fn().mockResolvedValue([
          { key: 'group:3', lastMessage: { id: 40 } },
          { key: 'direct:1-2', lastMessage: null },
        ]),
      }),
      memoryStorage({ user: { token: 'tok', profile: null } }),
      memoryStorage(),
    )
    const connection = chatConnection(stores)
    expect(chatConnection(stores)).toBe(connection)
    connection.start()
    await flush()
    await flush()
    expect(connect).toHaveBeenCalledTimes(1)
    expect(connect.mock.calls[0][0].url).toMatch(/\/user-central\/network\/chat\/socket$/)
    expect(JSON.parse(task.send.mock.calls[0][0].data)).toEqual({ type: 'auth', token: 'tok', after: 40, lang: 'zh' })

    stores.user.clear()
    expect(connection.status).toBe('stopped')
    expect(task.close).toHaveBeenCalled()
  })

  it('counts a host without sockets as a socket that did not open, and tries again later', async () => {
    jest.spyOn(Taro, 'connectSocket').mockResolvedValue({} as never)
    const stores = new RootStore(
      apiOf({ conversations: jest.fn().mockResolvedValue([]) }),
      memoryStorage({ user: { token: 'tok', profile: null } }),
      memoryStorage(),
    )
    const connection = chatConnection(stores)
    connection.start()
    await flush()
    await flush()
    expect(connection.status).toBe('waiting')
    connection.stop()
  })
})
