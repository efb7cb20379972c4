import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { listLives } from './lives.service'
import { preDockingFiles, preDockingHistories } from './schema'
import { videos } from './schema'
import type { Option, Page } from '../../../src/contract/common'
import type { Appendix } from '../../../src/contract/files'
import type {
  LiveCard,
  LiveDetail,
  PreDockingHistoryCard,
  PreDockingHistoryDetail,
  SpeakerCard,
  SpeakerDetail,
  VideoCard,
  VideoDetail,
  VipVideoHome,
} from '../../../src/contract/media'
import { liveStateAt } from '../../../src/contract/media.codes'
import type { MeetingDetail, MeetingStatus } from '../../../src/contract/meeting'
import type { SearchHit } from '../../../src/contract/search'
import { lives } from '../meeting/lives.schema'
import { speakers } from '../meeting/speakers.schema'
import { clockFromEnv } from '../platform/fair-clock'
import { call, demoToken, HAN, withTestApp } from '../test-app'

const t = withTestApp()

/** A meeting's status beside the state of its live (not started, live, replay). */
const MEETING_STATUS: MeetingStatus[] = ['notStarted', 'ongoing', 'finished']

const get = <T>(url: string, lang?: 'en') => call<T>(t.app, 'GET', `/common-client${url}`, { lang })
const countOf = async (
  table: typeof videos | typeof lives | typeof speakers | typeof preDockingHistories | typeof preDockingFiles,
  where?: ReturnType<typeof eq>,
) => (await t.db.select({ n: count() }).from(table).where(where))[0].n

describe('GET /wechat/content/videoList', () => {
  it('pages through every video once, newest first', async () => {
    const total = await countOf(videos)
    const seen: VideoCard[] = []
    for (let pageNum = 1; seen.length < total; pageNum++) {
      const { status, body } = await get<Page<VideoCard>>(`/wechat/content/videoList?pageNum=${pageNum}&pageSize=7`)
      assert.equal(status, 200)
      assert.equal(body.data.total, total)
      assert.ok(body.data.list.length > 0)
      seen.push(...body.data.list)
    }
    assert.equal(new Set(seen.map((v) => v.id)).size, total)
    const times = seen.map((v) => v.publishTime)
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
  })

  it('filters by kind and category, and by keyword in either language', async () => {
    const long = await get<Page<VideoCard>>('/wechat/content/videoList?kind=long&pageSize=50')
    assert.equal(long.body.data.total, await countOf(videos, eq(videos.kind, 'long')))
    assert.ok(long.body.data.list.every((v) => v.kind === 'long'))

    const categories = (await get<Option[]>('/wechat/content/videoCategorySelect')).body.data
    const roadshow = categories.find((c) => c.label === '项目路演')
    assert.ok(roadshow)
    const inCategory = await get<Page<VideoCard>>(`/wechat/content/videoList?categoryId=${roadshow.value}&pageSize=50`)
    assert.ok(inCategory.body.data.total > 0)
    assert.ok(inCategory.body.data.list.every((v) => v.category === '项目路演'))

    const zh = await get<Page<VideoCard>>(`/wechat/content/videoList?keyword=${encodeURIComponent('路演')}&pageSize=50`)
    const inTitle = zh.body.data.list.map((v) => v.title.includes('路演'))
    assert.ok(inTitle[0])
    assert.deepEqual(
      inTitle,
      [...inTitle].sort((a, b) => Number(b) - Number(a)),
      'title matches come first',
    )
    assert.ok(inTitle.includes(false), 'summary matches are found too')
    const en = await get<Page<VideoCard>>('/wechat/content/videoList?keyword=roadshow&pageSize=50', 'en')
    assert.ok(en.body.data.total > 0)
    assert.ok(en.body.data.list.every((v) => !HAN.test(v.title)))
    const none = await get<Page<VideoCard>>('/wechat/content/videoList?keyword=zzzzqqq')
    assert.equal(none.body.data.total, 0)
  })

  it('answers the video categories in both languages with the same ids', async () => {
    const zh = (await get<Option[]>('/wechat/content/videoCategorySelect')).body.data
    const en = (await get<Option[]>('/wechat/content/videoCategorySelect', 'en')).body.data
    assert.equal(zh.length, 5)
    assert.deepEqual(
      zh.map((o) => o.value),
      en.map((o) => o.value),
    )
    assert.match(zh[0].label, HAN)
    assert.doesNotMatch(en[0].label, HAN)
  })

  it('rejects bad paging, an unknown kind and a non-numeric category with 400', async () => {
    for (const query of ['pageNum=0', 'pageSize=500', 'kind=music', 'categoryId=abc']) {
      const { status, body } = await get(`/wechat/content/videoList?${query}`)
      assert.equal(status, 400, query)
      assert.equal(body.code, 400, query)
    }
  })
})

describe('GET /wechat/content/video/info/:id', () => {
  it('answers the video with its file, speaker and related videos of the same kind, and counts the view', async () => {
    const [before] = await t.db.select().from(videos).where(eq(videos.id, 1))
    const { status, body } = await get<VideoDetail>('/wechat/content/video/info/1')
    assert.equal(status, 200)
    const v = body.data
    assert.equal(v.title, before.titleZh)
    assert.match(v.url, /\.mp4$/)
    assert.ok(v.speaker && v.speakerAvatar && v.speakerPosition)
    assert.equal(v.views, before.views + 1)
    assert.ok(v.related.length > 0)
    assert.ok(v.related.every((r) => r.kind === v.kind && r.id !== v.id))
    const en = await get<VideoDetail>('/wechat/content/video/info/1', 'en')
    assert.equal(en.body.data.title, before.titleEn)
  })

  it('answers 404 saying the video is missing for an unknown id, and 400 for a malformed one', async () => {
    const missing = await get('/wechat/content/video/info/99999')
    assert.deepEqual([missing.status, missing.body.code, missing.body.msg], [404, 404, '该视频不存在或已下线'])
    const missingEn = await get('/wechat/content/video/info/99999', 'en')
    assert.equal(missingEn.body.msg, 'This video does not exist or was taken down')
    assert.equal((await get('/wechat/content/video/info/abc')).status, 400)
  })

  it('serves the demo video file the video points at', async () => {
    const { body } = await get<VideoDetail>('/wechat/content/video/info/2')
    const response = await t.app.inject({ method: 'GET', url: body.data.url })
    assert.equal(response.statusCode, 200)
    assert.equal(response.headers['content-type'], 'video/mp4')
    assert.ok(response.rawPayload.length > 1000)
    assert.equal((await t.app.inject({ method: 'GET', url: '/static/video/missing.mp4' })).statusCode, 404)
    assert.equal((await t.app.inject({ method: 'GET', url: '/static/video/..%2Fpackage.json' })).statusCode, 404)
  })
})

describe('GET /wechat/content/vipVideoHome', () => {
  it('answers featured roadshow videos and categories holding only roadshow videos', async () => {
    const { body } = await get<VipVideoHome>('/wechat/content/vipVideoHome')
    assert.ok(body.data.featured.length > 0)
    assert.ok(body.data.featured.every((v) => v.kind === 'vip_roadshow'))
    assert.ok(body.data.categories.length > 0)
    for (const c of body.data.categories) {
      assert.ok(c.videos.length > 0)
      assert.ok(c.videos.every((v) => v.kind === 'vip_roadshow' && v.category === c.name))
    }
  })
})

describe('speakers', () => {
  it('lists all speakers, only the featured ones, or those matching a keyword', async () => {
    const all = await get<Page<SpeakerCard>>('/wechat/content/speakerList?pageSize=50')
    assert.equal(all.body.data.total, await countOf(speakers))
    const featured = await get<Page<SpeakerCard>>('/wechat/content/speakerList?featured=true&pageSize=50')
    assert.equal(featured.body.data.total, await countOf(speakers, eq(speakers.featured, true)))
    assert.ok(featured.body.data.total < all.body.data.total)
    assert.ok(featured.body.data.list.every((s) => s.featured))
    const byOrg = await get<Page<SpeakerCard>>(`/wechat/content/speakerList?keyword=${encodeURIComponent('厦门大学')}`)
    assert.deepEqual(
      byOrg.body.data.list.map((s) => s.name),
      ['陈志刚'],
    )
    const en = await get<Page<SpeakerCard>>('/wechat/content/speakerList?keyword=keller', 'en')
    assert.deepEqual(
      en.body.data.list.map((s) => s.name),
      ['Anna Keller'],
    )
  })

  it('answers one speaker with the bio and their videos; 404 for an unknown one', async () => {
    const { body } = await get<SpeakerDetail>('/wechat/content/speakerInfo?id=1', 'en')
    assert.equal(body.data.name, 'Zhou Mingyuan')
    assert.match(body.data.bio, /Zhou Mingyuan/)
    const videosOf = await get<Page<VideoCard>>('/wechat/content/speakerVideoList?speakerId=1&pageSize=50')
    assert.equal(videosOf.body.data.total, await countOf(videos, eq(videos.speakerId, 1)))
    assert.equal(videosOf.body.data.total, body.data.videoCount)
    assert.ok(videosOf.body.data.list.every((v) => v.speakerId === 1))
    assert.equal((await get('/wechat/content/speakerInfo?id=999')).status, 404)
    assert.equal((await get('/wechat/content/speakerVideoList?speakerId=999')).status, 404)
    assert.equal((await get('/wechat/content/speakerVideoList')).status, 400)
  })
})

describe('following a speaker', () => {
  it('shows the followed state to the follower only, and toggles back', async () => {
    const token = await demoToken(t.db)
    const info = async (withToken?: string) =>
      (await call<SpeakerDetail>(t.app, 'GET', '/common-client/wechat/content/speakerInfo?id=3', { token: withToken }))
        .body.data.followed
    assert.equal(await info(token), false)
    const follow = () =>
      call<{ followed: boolean }>(t.app, 'POST', '/user-central/userFollowData/add', {
        token,
        body: { targetId: 3, targetType: 24 },
      })
    assert.deepEqual((await follow()).body.data, { followed: true })
    assert.equal(await info(token), true)
    assert.equal(await info(), false)
    assert.deepEqual((await follow()).body.data, { followed: false })
    assert.equal(await info(token), false)
    const unknown = await call(t.app, 'POST', '/user-central/userFollowData/add', {
      token,
      body: { targetId: 999, targetType: 24 },
    })
    assert.equal(unknown.status, 404)
  })
})

describe('lives on the real clock (no FAIR_CLOCK)', () => {
  it('lists lives with the state the real time gives, and filters by each state', async () => {
    const all = await get<Page<LiveCard>>('/home/liveList?pageSize=50')
    assert.equal(all.body.data.total, await countOf(lives))
    const now = Date.now()
    for (const live of all.body.data.list)
      assert.equal(live.state, liveStateAt(live.startTime, live.endTime, now), live.title)
    let counted = 0
    for (const state of [0, 1, 2] as const) {
      const { body } = await get<Page<LiveCard>>(`/home/liveList?state=${state}&pageSize=50`)
      assert.ok(body.data.list.every((l) => l.state === state))
      counted += body.data.total
    }
    assert.equal(counted, all.body.data.total)
    assert.equal((await get('/home/liveList?state=3')).status, 400)
    const detail = (await get<LiveDetail>(`/home/liveDetail?id=${all.body.data.list[0].id}`)).body.data
    assert.ok(Math.abs(detail.serverTime - Date.now()) < 60_000)
  })

  it('computes states by the clock it is given (boundaries included)', async () => {
    const [first] = await t.db.select().from(lives).where(eq(lives.id, 1))
    const at = async (time: Date) =>
      (await listLives(t.db, 'zh', {}, { pageNum: 1, pageSize: 50 }, time)).list.find((l) => l.id === 1)?.state
    assert.equal(await at(new Date(first.startTime.getTime() - 1)), 0)
    assert.equal(await at(first.startTime), 1)
    assert.equal(await at(new Date(first.endTime.getTime() - 1)), 1)
    assert.equal(await at(first.endTime), 2)
  })

  it('liveSearch answers search hits of type 15 in the request language', async () => {
    const zh = await get<Page<SearchHit>>(`/home/liveSearch?keyword=${encodeURIComponent('论坛')}`)
    assert.ok(zh.body.data.total > 0)
    assert.ok(zh.body.data.list.every((h) => (h.type === 15 && h.title.includes('论坛')) || h.summary.includes('论坛')))
    const en = await get<Page<SearchHit>>('/home/liveSearch?keyword=forum&pageSize=2', 'en')
    assert.ok(en.body.data.total > 2)
    assert.equal(en.body.data.list.length, 2)
    assert.ok(en.body.data.list.every((h) => /forum/i.test(h.title)))
    assert.equal((await get('/home/liveSearch?pageSize=51')).status, 400)
  })
})

describe('lives on the fair clock (FAIR_CLOCK at 10:00 on day 2)', () => {
  // The clock `npm start` runs with FAIR_CLOCK=2026-09-09T10:00:00+08:00: it starts there and runs on.
  const { clock } = clockFromEnv({ FAIR_CLOCK: '2026-09-09T10:00:00+08:00' }, 'local')
  const fair = withTestApp({ clock })
  const onFair = <T>(url: string, lang?: 'en') => call<T>(fair.app, 'GET', `/common-client${url}`, { lang })
  const titles = (cards: LiveCard[]) => cards.map((c) => c.title)

  it('has day 1 and the previews ended, three on air and the rest to come, ordered live, upcoming, ended', async () => {
    const all = (await onFair<Page<LiveCard>>('/home/liveList?pageSize=50')).body.data
    const now = clock().getTime()
    for (const live of all.list) assert.equal(live.state, liveStateAt(live.startTime, live.endTime, now), live.title)
    const byState = [0, 1, 2].map((state) => all.list.filter((l) => l.state === state))
    for (const title of [
      '“一带一路”国际合作高峰论坛 直播',
      'A1馆展商直播：新能源汽车展区巡馆 直播',
      'B3馆国际展区直播：东盟国家馆 直播',
    ])
      assert.ok(titles(byState[1]).includes(title), `${title} is on air`)
    for (const title of ['数字经济与跨境投资论坛 直播', '闭幕式暨重点项目签约仪式 直播'])
      assert.ok(titles(byState[0]).includes(title), `${title} is to come`)
    for (const title of ['开幕式暨国际投资论坛 直播', '第二十五届投洽会新闻发布会 直播'])
      assert.ok(titles(byState[2]).includes(title), `${title} has ended`)
    const afterTheFair = Date.parse('2026-09-12T00:00:00+08:00')
    assert.ok(
      all.list.every((l) => l.endTime <= afterTheFair),
      'every live is over by the end of the fair',
    )
    const rank = { 1: 0, 0: 1, 2: 2 }
    const ranks = all.list.map((l) => rank[l.state])
    assert.deepEqual(
      ranks,
      [...ranks].sort((a, b) => a - b),
      'live first, then upcoming, then ended',
    )
    const upcoming = byState[0].map((l) => l.startTime)
    assert.deepEqual(
      upcoming,
      [...upcoming].sort((a, b) => a - b),
      'the soonest upcoming first',
    )
    const ended = byState[2].map((l) => l.startTime)
    assert.deepEqual(
      ended,
      [...ended].sort((a, b) => b - a),
      'the latest ended first',
    )
    for (const state of [0, 1, 2] as const) {
      const { body } = await onFair<Page<LiveCard>>(`/home/liveList?state=${state}&pageSize=50`)
      assert.equal(body.data.total, byState[state].length, `state ${state}`)
      assert.ok(body.data.list.every((l) => l.state === state))
    }
  })

  it('gives the stream only while live and the replay only after the end, with the fair clock’s time', async () => {
    const { body } = await onFair<Page<LiveCard>>('/home/liveList?pageSize=50')
    for (const card of body.data.list) {
      const detail = (await onFair<LiveDetail>(`/home/liveDetail?id=${card.id}`)).body.data
      assert.equal(detail.state, card.state)
      assert.equal(detail.streamUrl !== '', detail.state === 1, card.title)
      assert.equal(detail.replayUrl !== '', detail.state === 2 && card.hasReplay, card.title)
      assert.ok(Math.abs(detail.serverTime - clock().getTime()) < 60_000)
    }
    const en = await onFair<LiveDetail>('/home/liveDetail?id=1', 'en')
    assert.doesNotMatch(en.body.data.title, HAN)
    assert.equal((await onFair('/home/liveDetail?id=4040')).status, 404)
    assert.equal((await onFair('/home/liveDetail')).status, 400)
  })

  it('is on air while its meeting runs: the meeting and its live read the same clock', async () => {
    const { body } = await onFair<Page<LiveCard>>('/home/liveList?pageSize=50')
    for (const card of body.data.list) {
      const live = (await onFair<LiveDetail>(`/home/liveDetail?id=${card.id}`)).body.data
      if (!live.meetingId) continue
      const meeting = (await onFair<MeetingDetail>(`/home/meetingDetail?id=${live.meetingId}`)).body.data
      assert.equal(meeting.status, MEETING_STATUS[live.state], live.title)
      assert.equal(meeting.startTime, live.startTime, live.title)
    }
  })
})

describe('pre-docking', () => {
  it('lists history records newest first, with a keyword filter, and answers one record', async () => {
    const all = await get<Page<PreDockingHistoryCard>>('/preDocking/historyList?pageSize=50')
    assert.equal(all.body.data.total, await countOf(preDockingHistories))
    const times = all.body.data.list.map((h) => h.dockingTime)
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
    const found = await get<Page<PreDockingHistoryCard>>(
      `/preDocking/historyList?keyword=${encodeURIComponent('生物医药')}`,
    )
    assert.ok(found.body.data.total > 0)
    const en = await get<PreDockingHistoryDetail>('/preDocking/historyDetail?id=1', 'en')
    assert.equal(en.status, 200)
    assert.doesNotMatch(en.body.data.title, HAN)
    assert.match(en.body.data.content, /<p>/)
    assert.equal((await get('/preDocking/historyDetail?id=777')).status, 404)
    assert.equal((await get('/preDocking/historyDetail?id=x')).status, 400)
  })

  it('lists files and videos, all or of one record', async () => {
    const files = await get<Page<Appendix>>('/preDocking/fileList?pageSize=50')
    assert.equal(files.body.data.total, await countOf(preDockingFiles))
    assert.ok(files.body.data.list.every((f) => f.url.endsWith('.pdf') && f.size > 0 && f.name))
    const ofOne = await get<Page<Appendix>>('/preDocking/fileList?historyId=1')
    assert.equal(ofOne.body.data.total, await countOf(preDockingFiles, eq(preDockingFiles.historyId, 1)))
    assert.ok(ofOne.body.data.total < files.body.data.total)
    const videosOfOne = await get<Page<VideoCard>>('/preDocking/videoList?historyId=1')
    assert.equal(videosOfOne.body.data.total, 2)
    const allVideos = await get<Page<VideoCard>>('/preDocking/videoList?pageSize=50')
    assert.ok(allVideos.body.data.total > 2)
    assert.equal(new Set(allVideos.body.data.list.map((v) => v.id)).size, allVideos.body.data.list.length)
    assert.equal((await get('/preDocking/fileList?historyId=0')).status, 400)
  })
})
