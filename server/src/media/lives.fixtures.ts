// The demo live broadcasts: their titles, hosts and meetings.
import { t, type Text } from '../platform/text'

/** A live broadcast: its title, its host and the meeting it shows (0 for none). */
export interface LiveTitle {
  title: Text
  host: Text
  meetingId: number
}

/** The twelve lives, in id order (their times follow LIVE_TIMES in the seed). */
export const LIVE_TITLES: readonly LiveTitle[] = [
  {
    title: t('开幕式暨国际投资论坛', 'Opening Ceremony and International Investment Forum'),
    host: t('投洽会组委会', 'CIFIT Organising Committee'),
    meetingId: 1,
  },
  {
    title: t('全球投资促进大会', 'Global Investment Promotion Conference'),
    host: t('商务部投资促进事务局', 'Investment Promotion Agency of the Ministry of Commerce'),
    meetingId: 2,
  },
  {
    title: t('《世界投资报告2026》发布会', 'Launch of the World Investment Report 2026'),
    host: t('联合国贸易和发展会议', 'United Nations Conference on Trade and Development'),
    meetingId: 3,
  },
  {
    title: t('中国—东盟投资合作圆桌会', 'China–ASEAN Investment Cooperation Roundtable'),
    host: t('厦门市人民政府', 'Xiamen Municipal People’s Government'),
    meetingId: 4,
  },
  {
    title: t('跨国公司对话会', 'Dialogue with Multinational Corporations'),
    host: t('中国国际贸易促进委员会', 'China Council for the Promotion of International Trade'),
    meetingId: 5,
  },
  {
    title: t('数字经济与跨境投资论坛', 'Forum on the Digital Economy and Cross-border Investment'),
    host: t('投洽会组委会', 'CIFIT Organising Committee'),
    meetingId: 6,
  },
  {
    title: t('绿色低碳产业投资对接会', 'Green and Low-carbon Industry Investment Matchmaking'),
    host: t('商务部投资促进事务局', 'Investment Promotion Agency of the Ministry of Commerce'),
    meetingId: 7,
  },
  {
    title: t('A1馆展商直播：新能源汽车展区巡馆', 'Exhibitor live, Hall A1: a walk through the new energy vehicle zone'),
    host: t('A1馆展商联盟', 'Hall A1 Exhibitors'),
    meetingId: 0,
  },
  {
    title: t('海峡两岸产业合作论坛', 'Cross-Strait Industrial Cooperation Forum'),
    host: t('厦门市人民政府', 'Xiamen Municipal People’s Government'),
    meetingId: 9,
  },
  {
    title: t('B3馆国际展区直播：东盟国家馆', 'International Pavilion live, Hall B3: the ASEAN pavilions'),
    host: t('B3馆国际展区', 'Hall B3 International Pavilion'),
    meetingId: 0,
  },
  {
    title: t('生物医药产业投资对接会', 'Biomedicine Investment Matchmaking Session'),
    host: t('中国国际贸易促进委员会', 'China Council for the Promotion of International Trade'),
    meetingId: 11,
  },
  {
    title: t('闭幕式暨重点项目签约仪式', 'Closing Ceremony and Key Project Signing'),
    host: t('投洽会组委会', 'CIFIT Organising Committee'),
    meetingId: 15,
  },
]
