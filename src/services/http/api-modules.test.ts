import { mine, mineLists } from '@/contract/account.endpoints'
import { parks, projects } from '@/contract/content.endpoints'
import { products } from '@/contract/enterprise.endpoints'
import { media } from '@/contract/media.endpoints'
import { searches } from '@/contract/search.endpoints'
import { createApi } from '../api'
import { createHttpClient, type Transport } from './client'
import { ApiError } from './errors'
import { projectCards } from '../api/search'

type TransportRequest = Parameters<Transport>[0]
type TransportResponse = Awaited<ReturnType<Transport>>

const API = 'https://api.fair.test'
const NFT = 'https://nft.fair.test'

const answer = (data: unknown, code = 200, msg = 'ok'): TransportResponse => ({
  statusCode: 200,
  data: { code, msg, data },
})

/** The api modules on the real client, over a fake transport that records every call. */
function setup() {
  const transport = jest.fn<Promise<TransportResponse>, [TransportRequest]>().mockResolvedValue(answer(null))
  const http = createHttpClient({
    env: { profile: 'test', bases: { api: API, collectible: NFT } },
    transport,
    fileTransport: jest.fn(),
    loading: { show: jest.fn(), hide: jest.fn() },
    getToken: () => 'tok-1',
    getLang: () => 'zh',
    onUnauthorized: jest.fn(),
    onLoginRequired: jest.fn(),
  })
  const sent = () => {
    expect(transport).toHaveBeenCalledTimes(1)
    const { url, method, data } = transport.mock.calls[0][0]
    return { url, method, data }
  }
  return { api: createApi(http), transport, sent }
}

const page = { pageNum: 1, pageSize: 10 }

describe('api modules', () => {
  describe('content and enterprise', () => {
    it('the project list POSTs /merchants-client/project/list with the query', async () => {
      const { api, transport, sent } = setup()
      transport.mockResolvedValue(answer({ list: [], total: 0, pageNum: 1, pageSize: 10 }))
      const q = { ...page, keyword: 'chip' }
      await expect(api.call(projects.list, q)).resolves.toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 })
      expect(sent()).toEqual({ url: `${API}/merchants-client/project/list`, method: 'POST', data: q })
    })

    it('parkList POSTs /merchants-client/park/list', async () => {
      const { api, sent } = setup()
      await api.call(parks.list, { ...page })
      expect(sent()).toMatchObject({ url: `${API}/merchants-client/park/list`, method: 'POST' })
    })

    it('productList GETs /merchants-client/product/list', async () => {
      const { api, sent } = setup()
      await api.call(products.list, { ...page })
      expect(sent()).toMatchObject({ url: `${API}/merchants-client/product/list`, method: 'GET' })
    })
  })

  describe('account', () => {
    it.each(['collections', 'likes', 'follows'] as const)(
      'the kept list GETs /user-central/mine/%s with the query',
      async (list) => {
        const { api, sent } = setup()
        await api.call(mineLists[list], { ...page, contentType: 2 })
        expect(sent()).toEqual({
          url: `${API}/user-central/mine/${list}`,
          method: 'GET',
          data: { ...page, contentType: 2 },
        })
      },
    )

    it('mineKinds GETs the counts by content type of one list', async () => {
      const { api, sent, transport } = setup()
      transport.mockResolvedValueOnce(answer([{ contentType: 2, count: 3 }]))
      await expect(api.account.mineKinds('likes')).resolves.toEqual([{ contentType: 2, count: 3 }])
      expect(sent()).toMatchObject({ url: `${API}/user-central/mine/likes/kinds`, method: 'GET' })
    })

    it('the enquiries GET one box of purchase enquiries', async () => {
      const { api, sent } = setup()
      await api.call(mine.inquiries, { ...page, box: 'received' })
      expect(sent()).toEqual({
        url: `${API}/user-central/mine/inquiries`,
        method: 'GET',
        data: { ...page, box: 'received' },
      })
    })
  })

  describe('search, fair and content details', () => {
    it("projectSearch GETs /common-client/home/projectSearch and gives each card the project's own type", async () => {
      const { api, sent, transport } = setup()
      const hit = { id: 3, type: 2, projectType: 1, title: 'A project' }
      transport.mockResolvedValueOnce(answer({ list: [hit], total: 1, pageNum: 1, pageSize: 10 }))
      const q = { ...page, keyword: 'park' }
      const result = projectCards(await api.call(searches.project, q))
      expect(sent()).toEqual({ url: `${API}/common-client/home/projectSearch`, method: 'GET', data: q })
      expect(result.list).toEqual([{ id: 3, type: 1, title: 'A project' }])
    })

    it.each([
      ['information', 'informationSearch'],
      ['project', 'projectSearch'],
      ['policy', 'policySearch'],
      ['park', 'parkSearch'],
      ['meeting', 'meetingSearch'],
      ['live', 'liveSearch'],
      ['enterprise', 'enterpriseSearch'],
      ['product', 'productSearch'],
      ['merchantsStage', 'merchantsStageSearch'],
      ['userInfo', 'userInfoSearch'],
      ['dynamic', 'dynamicSearch'],
    ] as const)('search(%s) GETs /common-client/home/%s', async (kind, path) => {
      const { api, sent } = setup()
      await api.search.search(kind, page)
      expect(sent()).toMatchObject({ url: `${API}/common-client/home/${path}`, method: 'GET' })
    })

    it('baseConfig GETs /common-client/home/baseConfig', async () => {
      const { api, transport, sent } = setup()
      transport.mockResolvedValue(answer({ pointsMallSwitch: true }))
      await expect(api.fair.baseConfig()).resolves.toEqual({ pointsMallSwitch: true })
      expect(sent()).toMatchObject({ url: `${API}/common-client/home/baseConfig`, method: 'GET' })
    })

    it('the project detail GETs /common-client/home/projectDetail with id and type', async () => {
      const { api, sent } = setup()
      await api.call(projects.detail, { id: 12, type: 1 })
      expect(sent()).toEqual({
        url: `${API}/common-client/home/projectDetail`,
        method: 'GET',
        data: { id: 12, type: 1 },
      })
    })

    it('fairInfo GETs /common-client/stage/cifit/info and resolves the body even with a non-200 code', async () => {
      const { api, transport, sent } = setup()
      transport.mockResolvedValue(answer(null, 500, 'not open yet'))
      await expect(api.fair.fairInfo()).resolves.toEqual({ code: 500, msg: 'not open yet', data: null })
      expect(sent()).toMatchObject({ url: `${API}/common-client/stage/cifit/info`, method: 'GET' })
    })

    it('rejects a non-200 code of an ordinary call', async () => {
      const { api, transport } = setup()
      transport.mockResolvedValue(answer(null, 500, 'boom'))
      await expect(api.search.search('project', page)).rejects.toBeInstanceOf(ApiError)
    })
  })

  describe('media', () => {
    it('videoInfo GETs the video by its id in the path, sending nothing else', async () => {
      const { api, sent } = setup()
      await api.call(media.videoInfo, { id: 7 })
      expect(sent()).toEqual({
        url: `${API}/common-client/wechat/content/video/info/7`,
        method: 'GET',
        data: undefined,
      })
    })
  })

  describe('account, points and share', () => {
    it('userInfo, the profile call, POSTs /user-central/usr/userInfo and resolves null for no data', async () => {
      const { api, sent } = setup()
      await expect(api.account.userInfo()).resolves.toBeNull()
      expect(sent()).toMatchObject({ url: `${API}/user-central/usr/userInfo`, method: 'POST' })
    })

    it('pointsRules GETs /user-central/userPoints/ruleList', async () => {
      const { api, sent } = setup()
      await api.points.pointsRules()
      expect(sent()).toMatchObject({ url: `${API}/user-central/userPoints/ruleList`, method: 'GET' })
    })

    it('pointsFinishedEvents GETs /user-central/userPoints/listFinishEvent', async () => {
      const { api, sent } = setup()
      await api.points.pointsFinishedEvents()
      expect(sent()).toMatchObject({ url: `${API}/user-central/userPoints/listFinishEvent`, method: 'GET' })
    })

    it('addPoints POSTs /user-central/userPoints/add with the action type', async () => {
      const { api, sent } = setup()
      await api.points.addPoints(33, 'key-1')
      const { url, method, data } = sent()
      expect({ url, method }).toEqual({ url: `${API}/user-central/userPoints/add`, method: 'POST' })
      expect(data).toMatchObject({ actionType: 33 })
    })

    it('shareSign POSTs /user-central/applet/shareSign with the url', async () => {
      const { api, sent } = setup()
      await api.share.shareSign('https://h5.fair.test/home')
      expect(sent()).toEqual({
        url: `${API}/user-central/applet/shareSign`,
        method: 'POST',
        data: { url: 'https://h5.fair.test/home' },
      })
    })
  })

  describe('collectible service', () => {
    const task = { taskId: 'task-9', token: 'tok-1' }

    it.each([
      ['taskInfo', 'getUserTaskInfo'],
      ['drawActive', 'drawInitiativeTaskNft'],
      ['drawPassive', 'drawPassiveTaskNft'],
    ] as const)('%s POSTs %s on the collectible base with taskId and token', async (name, path) => {
      const { api, sent } = setup()
      await api.collectible[name](task)
      expect(sent()).toEqual({ url: `${NFT}/${path}`, method: 'POST', data: task })
    })

    it('resolves the whole envelope so callers can read a non-200 code and msg', async () => {
      const { api, transport } = setup()
      transport.mockResolvedValue(answer(null, 500, 'no chances left'))
      await expect(api.collectible.taskInfo(task)).resolves.toEqual({ code: 500, msg: 'no chances left', data: null })
    })
  })
})
