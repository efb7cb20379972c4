import type { meetings } from './schema'
import { imageTag, imageUrl } from '../platform/images'
import { bilingualColumns, DAY_MS, fairTime, opening, richText, sections, t, type Text } from '../platform/text'

const TITLES: Text[] = [
  t('第二十五届投洽会开幕式暨国际投资论坛', 'Opening Ceremony and International Investment Forum'),
  t('全球投资促进大会', 'Global Investment Promotion Conference'),
  t('《世界投资报告2026》发布会', 'Launch of the World Investment Report 2026'),
  t('中国—东盟投资合作圆桌会', 'China–ASEAN Investment Cooperation Roundtable'),
  t('跨国公司对话会', 'Dialogue with Multinational Corporations'),
  t('数字经济与跨境投资论坛', 'Forum on the Digital Economy and Cross-border Investment'),
  t('绿色低碳产业投资对接会', 'Green and Low-carbon Industry Investment Matchmaking'),
  t('“一带一路”国际合作高峰论坛', 'Belt and Road International Cooperation Summit'),
  t('海峡两岸产业合作论坛', 'Cross-Strait Industrial Cooperation Forum'),
  t('自贸试验区投资环境推介会', 'Pilot Free Trade Zone Investment Environment Showcase'),
  t('生物医药产业投资对接会', 'Biomedicine Investment Matchmaking Session'),
  t('新能源汽车产业链合作论坛', 'New Energy Vehicle Supply Chain Forum'),
  t('金融服务实体经济论坛', 'Forum on Finance Serving the Real Economy'),
  t('厦门投资环境推介会', 'Xiamen Investment Environment Showcase'),
  t('闭幕式暨重点项目签约仪式', 'Closing Ceremony and Key Project Signing'),
]

const VENUES: Text[] = [
  t('厦门国际会议中心 一楼报告厅', 'Auditorium (1F), Xiamen International Conference Center'),
  t('厦门国际会展中心 A1馆会议室', 'Meeting Room, Hall A1, Xiamen International Conference and Exhibition Center'),
  t('厦门国际会议中心酒店 大宴会厅', 'Grand Ballroom, Xiamen International Conference Center Hotel'),
  t('厦门国际会展中心 B3馆论坛区', 'Forum Area, Hall B3, Xiamen International Conference and Exhibition Center'),
  t('厦门国际会展中心 C1馆洽谈区', 'Matchmaking Area, Hall C1, Xiamen International Conference and Exhibition Center'),
]

const HOSTS: Text[] = [
  t('投洽会组委会', 'CIFIT Organising Committee'),
  t('商务部投资促进事务局', 'Investment Promotion Agency of the Ministry of Commerce'),
  t('联合国贸易和发展会议', 'United Nations Conference on Trade and Development'),
  t('厦门市人民政府', 'Xiamen Municipal People’s Government'),
  t('中国国际贸易促进委员会', 'China Council for the Promotion of International Trade'),
]

/** Five sessions a day, local time. */
const SLOTS: [string, string][] = [
  ['09:00', '10:30'],
  ['10:45', '12:00'],
  ['14:00', '15:30'],
  ['15:45', '17:00'],
  ['19:00', '20:30'],
]

/** Follow-up sessions after the fair, weekly from the seeding day, so a fresh database has meetings open for sign-up. */
const FOLLOW_UPS: Text[] = [
  t('投洽会签约项目推进会', 'CIFIT Signed Projects Progress Meeting'),
  t('跨境投资线上对接会', 'Online Cross-border Investment Matchmaking'),
  t('海峡两岸产业合作交流会', 'Cross-Strait Industrial Cooperation Exchange'),
]

interface Session {
  title: Text
  start: Date
  end: Date
}

/** Month and day of a moment on the fair's clock (UTC+8). */
function fairDay(moment: Date): { month: number; day: number; hhmm: string } {
  const local = new Date(moment.getTime() + 8 * 3_600_000)
  const hhmm = local.toISOString().slice(11, 16)
  return { month: local.getUTCMonth() + 1, day: local.getUTCDate(), hhmm }
}

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** 15 meetings over 8–10 September 2026, five a day, then three follow-ups a week apart from `now`. */
export function buildMeetings(now: Date): (typeof meetings.$inferInsert)[] {
  const fairSessions: Session[] = TITLES.map((title, index) => {
    const day = 8 + Math.floor(index / SLOTS.length)
    const [start, end] = SLOTS[index % SLOTS.length]
    return { title, start: fairTime(day, start), end: fairTime(day, end) }
  })
  const dayStart = fairTime(1, '14:00').getTime() % DAY_MS
  const followUps: Session[] = FOLLOW_UPS.map((title, index) => {
    const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + (index + 1) * 7 * DAY_MS + dayStart)
    return { title, start, end: new Date(start.getTime() + 2 * 3_600_000) }
  })
  return [...fairSessions, ...followUps].map(({ title, start, end }, index) => {
    const id = index + 1
    const venue = VENUES[index % VENUES.length]
    const host = HOSTS[index % HOSTS.length]
    const { month, day, hhmm } = fairDay(start)
    const summary = t(
      `${title.zh}将于${month}月${day}日${hhmm}在${venue.zh}举行，由${host.zh}主办。`,
      `${title.en} takes place on ${day} ${MONTHS_EN[month - 1]} at ${hhmm} in the ${venue.en}, hosted by the ${host.en}.`,
    )
    const html = sections(
      opening(summary, t('议程', 'Agenda')),
      t(
        '<ul><li>嘉宾致辞</li><li>主旨演讲</li><li>圆桌对话</li><li>项目签约与交流</li></ul>',
        '<ul><li>Welcome remarks</li><li>Keynote speeches</li><li>Panel discussion</li><li>Project signing and networking</li></ul>',
      ),
      t(imageTag('meeting', id + 100, title.zh), imageTag('meeting', id + 100, title.en)),
    )
    return {
      id,
      ...bilingualColumns({ title, summary }),
      ...richText(html),
      cover: imageUrl('meeting', id),
      ...bilingualColumns({ venue, host }),
      startTime: start,
      endTime: end,
    }
  })
}
