// The demo live broadcasts: their titles, hosts, meetings and when they are on air.
import { t, type Text } from '../platform/text'

/** A live broadcast: its title, its host, the meeting it shows (0 for none) and its slot on the fair's calendar. */
export interface LiveTitle {
  title: Text
  host: Text
  meetingId: number
  /** The day of September 2026 it is on air (8–11 are the fair's days), with local start and end times (UTC+8). */
  day: number
  start: string
  end: string
  /** Whether its replay is online once it has ended. */
  replay: boolean
}

/** The lives in id order, at their meetings' times; at 10:00 on 9 September: eight over, three on air, four to come. */
export const LIVE_TITLES: readonly LiveTitle[] = [
  {
    title: t('开幕式暨国际投资论坛', 'Opening Ceremony and International Investment Forum'),
    host: t('投洽会组委会', 'CIFIT Organising Committee'),
    meetingId: 1,
    day: 8,
    start: '09:00',
    end: '10:30',
    replay: true,
  },
  {
    title: t('全球投资促进大会', 'Global Investment Promotion Conference'),
    host: t('商务部投资促进事务局', 'Investment Promotion Agency of the Ministry of Commerce'),
    meetingId: 2,
    day: 8,
    start: '10:45',
    end: '12:00',
    replay: true,
  },
  {
    title: t('《世界投资报告2026》发布会', 'Launch of the World Investment Report 2026'),
    host: t('联合国贸易和发展会议', 'United Nations Conference on Trade and Development'),
    meetingId: 3,
    day: 8,
    start: '10:45',
    end: '12:00',
    replay: true,
  },
  {
    title: t('中国—东盟投资合作圆桌会', 'China–ASEAN Investment Cooperation Roundtable'),
    host: t('商务部投资促进事务局', 'Investment Promotion Agency of the Ministry of Commerce'),
    meetingId: 4,
    day: 8,
    start: '14:00',
    end: '15:30',
    replay: false,
  },
  {
    title: t('跨国公司对话会', 'Dialogue with Multinational Corporations'),
    host: t('中国国际贸易促进委员会', 'China Council for the Promotion of International Trade'),
    meetingId: 5,
    day: 8,
    start: '14:00',
    end: '16:00',
    replay: true,
  },
  {
    title: t('数字经济与跨境投资论坛', 'Forum on the Digital Economy and Cross-border Investment'),
    host: t('联合国贸易和发展会议', 'United Nations Conference on Trade and Development'),
    meetingId: 12,
    day: 9,
    start: '10:45',
    end: '12:00',
    replay: true,
  },
  {
    title: t('绿色金融与可持续投资论坛', 'Forum on Green Finance and Sustainable Investment'),
    host: t('中国国际贸易促进委员会', 'China Council for the Promotion of International Trade'),
    meetingId: 23,
    day: 10,
    start: '10:45',
    end: '12:00',
    replay: true,
  },
  {
    title: t('A1馆展商直播：新能源汽车展区巡馆', 'Exhibitor live, Hall A1: a walk through the new energy vehicle zone'),
    host: t('A1馆展商联盟', 'Hall A1 Exhibitors'),
    meetingId: 0,
    day: 9,
    start: '09:30',
    end: '11:30',
    replay: true,
  },
  {
    title: t('海峡两岸产业合作论坛', 'Cross-Strait Industrial Cooperation Forum'),
    host: t('中国国际贸易促进委员会', 'China Council for the Promotion of International Trade'),
    meetingId: 9,
    day: 8,
    start: '19:00',
    end: '20:30',
    replay: true,
  },
  {
    title: t('B3馆国际展区直播：东盟国家馆', 'International Pavilion live, Hall B3: the ASEAN pavilions'),
    host: t('B3馆国际展区', 'Hall B3 International Pavilion'),
    meetingId: 0,
    day: 9,
    start: '09:00',
    end: '11:00',
    replay: true,
  },
  {
    title: t('生物医药产业投资对接会', 'Biomedicine Investment Matchmaking Session'),
    host: t('商务部投资促进事务局', 'Investment Promotion Agency of the Ministry of Commerce'),
    meetingId: 13,
    day: 9,
    start: '10:45',
    end: '12:00',
    replay: true,
  },
  {
    title: t('闭幕式暨重点项目签约仪式', 'Closing Ceremony and Key Project Signing'),
    host: t('投洽会组委会', 'CIFIT Organising Committee'),
    meetingId: 41,
    day: 11,
    start: '15:45',
    end: '17:00',
    replay: true,
  },
  {
    title: t('“一带一路”国际合作高峰论坛', 'Belt and Road International Cooperation Summit'),
    host: t('投洽会组委会', 'CIFIT Organising Committee'),
    meetingId: 10,
    day: 9,
    start: '09:00',
    end: '10:30',
    replay: true,
  },
  {
    title: t('第二十五届投洽会新闻发布会', 'Press Conference of the 25th CIFIT'),
    host: t('投洽会组委会', 'CIFIT Organising Committee'),
    meetingId: 0,
    day: 1,
    start: '10:00',
    end: '11:00',
    replay: true,
  },
  {
    title: t(
      '展前探馆：厦门国际会展中心布展直击',
      'Before the doors open: setting up the Xiamen International Conference and Exhibition Center',
    ),
    host: t('投洽会组委会', 'CIFIT Organising Committee'),
    meetingId: 0,
    day: 7,
    start: '15:00',
    end: '16:00',
    replay: true,
  },
]
