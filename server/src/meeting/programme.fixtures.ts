// The fair's programme: its rooms and hosts, the 2026 and 2025 meetings, the follow-ups, and each kind's agenda.
import type { MeetingKind } from '../../../src/contract/meeting.codes'
import { t, type Text } from '../platform/text'

/** A room of the venue: where it is, its hall code (the programme's hall filter) and its seats. */
export interface Room {
  venue: Text
  hall: string
  room: Text
  capacity: number | null
}

const ICC = t('厦门国际会议中心', 'Xiamen International Conference Center')
const HOTEL = t('厦门国际会议中心酒店', 'Xiamen International Conference Center Hotel')
const XICEC = t('厦门国际会展中心', 'Xiamen International Conference and Exhibition Center')

/** The rooms of the programme, by the name the plan below uses. */
export const ROOMS = {
  auditorium: { venue: ICC, hall: 'ICC', room: t('一楼报告厅', 'Auditorium, 1F'), capacity: 800 },
  multiHall: { venue: ICC, hall: 'ICC', room: t('二楼多功能厅', 'Multi-function Hall, 2F'), capacity: 300 },
  room308: { venue: ICC, hall: 'ICC', room: t('三楼308会议室', 'Room 308, 3F'), capacity: 60 },
  ballroom: { venue: HOTEL, hall: 'HTL', room: t('二楼大宴会厅', 'Grand Ballroom, 2F'), capacity: 500 },
  stageA1: { venue: XICEC, hall: 'A1', room: t('A1馆路演舞台', 'Roadshow Stage, Hall A1'), capacity: null },
  forumB3: { venue: XICEC, hall: 'B3', room: t('B3馆论坛区', 'Forum Area, Hall B3'), capacity: 120 },
  dockingC1: { venue: XICEC, hall: 'C1', room: t('C1馆洽谈区', 'Matchmaking Area, Hall C1'), capacity: 40 },
} satisfies Record<string, Room>

type RoomName = keyof typeof ROOMS

/** The hall codes of the programme with their names, in the order the hall filter lists them. */
export const HALLS: readonly [hall: string, name: Text][] = [
  ['ICC', t('厦门国际会议中心', 'Conference Center')],
  ['HTL', t('会议中心酒店', 'Conference Center Hotel')],
  ['A1', t('会展中心A1馆', 'Exhibition Hall A1')],
  ['B3', t('会展中心B3馆', 'Exhibition Hall B3')],
  ['C1', t('会展中心C1馆', 'Exhibition Hall C1')],
]

export const HOSTS: readonly Text[] = [
  t('投洽会组委会', 'CIFIT Organising Committee'),
  t('商务部投资促进事务局', 'Investment Promotion Agency of the Ministry of Commerce'),
  t('联合国贸易和发展会议', 'United Nations Conference on Trade and Development'),
  t('厦门市人民政府', 'Xiamen Municipal People’s Government'),
  t('中国国际贸易促进委员会', 'China Council for the Promotion of International Trade'),
  t('世界投资促进机构协会', 'World Association of Investment Promotion Agencies'),
]

/** One meeting of an edition's plan: its day (1 is 8 September), local times, room, kind and title. */
export interface PlannedMeeting {
  day: number
  start: string
  end: string
  room: RoomName
  kind: MeetingKind
  title: Text
  host: number
  /** Speaker ids (media domain) in speaking order. */
  speakers?: number[]
  highlight?: boolean
  invitationCode?: string
  /** An online room is given to those signed up. */
  online?: boolean
}

const m = (
  day: number,
  start: string,
  end: string,
  room: RoomName,
  kind: MeetingKind,
  title: Text,
  host: number,
  extra: Partial<PlannedMeeting> = {},
): PlannedMeeting => ({ day, start, end, room, kind, title, host, ...extra })

/**
 * The 25th fair's programme, 8–11 September 2026: forums in the conference centre, docking sessions and stages in
 * the exhibition halls, overlapping as a real programme does (ids follow this order; meeting 1 opens the fair).
 */
export const PROGRAMME_2026: readonly PlannedMeeting[] = [
  m(
    1,
    '09:00',
    '10:30',
    'auditorium',
    'mainForum',
    t('第二十五届投洽会开幕式暨国际投资论坛', 'Opening Ceremony and International Investment Forum'),
    0,
    { speakers: [1, 2, 3], highlight: true, online: true },
  ),
  m(
    1,
    '10:45',
    '12:00',
    'auditorium',
    'mainForum',
    t('全球投资促进大会', 'Global Investment Promotion Conference'),
    1,
    { speakers: [4, 5], highlight: true, online: true },
  ),
  m(
    1,
    '10:45',
    '12:00',
    'multiHall',
    'launch',
    t('《世界投资报告2026》发布会', 'Launch of the World Investment Report 2026'),
    2,
    { speakers: [6] },
  ),
  m(
    1,
    '14:00',
    '15:30',
    'multiHall',
    'parallelForum',
    t('中国—东盟投资合作圆桌会', 'China–ASEAN Investment Cooperation Roundtable'),
    1,
    { speakers: [7, 8] },
  ),
  m(1, '14:00', '16:00', 'ballroom', 'mainForum', t('跨国公司对话会', 'Dialogue with Multinational Corporations'), 4, {
    invitationCode: 'MNC2026',
    speakers: [2, 9],
  }),
  m(
    1,
    '14:00',
    '15:30',
    'dockingC1',
    'docking',
    t('数字经济与跨境投资对接会', 'Digital Economy and Cross-border Investment Matchmaking'),
    1,
  ),
  m(
    1,
    '15:45',
    '17:00',
    'room308',
    'multiParty',
    t('多方会谈：东盟国家投资促进机构', 'Multi-party Talks: ASEAN Investment Promotion Agencies'),
    5,
  ),
  m(1, '15:45', '17:00', 'stageA1', 'roadshow', t('厦门重点产业项目路演', 'Xiamen Key Industry Projects Roadshow'), 3),
  m(
    1,
    '19:00',
    '20:30',
    'ballroom',
    'parallelForum',
    t('海峡两岸产业合作论坛', 'Cross-Strait Industrial Cooperation Forum'),
    4,
    { speakers: [10] },
  ),
  m(
    2,
    '09:00',
    '10:30',
    'auditorium',
    'mainForum',
    t('“一带一路”国际合作高峰论坛', 'Belt and Road International Cooperation Summit'),
    0,
    { speakers: [1, 8], highlight: true, online: true },
  ),
  m(
    2,
    '09:30',
    '11:30',
    'stageA1',
    'roadshow',
    t('新能源汽车产业链项目路演', 'New Energy Vehicle Supply Chain Roadshow'),
    3,
  ),
  m(
    2,
    '10:45',
    '12:00',
    'multiHall',
    'parallelForum',
    t('数字经济与跨境投资论坛', 'Forum on the Digital Economy and Cross-border Investment'),
    2,
    { speakers: [6, 8], online: true },
  ),
  m(
    2,
    '10:45',
    '12:00',
    'dockingC1',
    'docking',
    t('生物医药产业投资对接会', 'Biomedicine Investment Matchmaking Session'),
    1,
  ),
  m(
    2,
    '11:00',
    '12:00',
    'forumB3',
    'launch',
    t('自贸试验区投资环境推介会', 'Pilot Free Trade Zone Investment Environment Showcase'),
    3,
  ),
  m(
    2,
    '14:00',
    '15:30',
    'auditorium',
    'parallelForum',
    t('金融服务实体经济论坛', 'Forum on Finance Serving the Real Economy'),
    4,
    { speakers: [3, 5] },
  ),
  m(
    2,
    '14:00',
    '15:30',
    'dockingC1',
    'docking',
    t('跨境电商投资对接会', 'Cross-border E-commerce Investment Matchmaking'),
    1,
  ),
  m(
    2,
    '14:30',
    '16:00',
    'room308',
    'multiParty',
    t('多方会谈：RCEP成员国商协会', 'Multi-party Talks: RCEP Business Associations'),
    5,
  ),
  m(
    2,
    '15:45',
    '17:00',
    'forumB3',
    'launch',
    t('全球投资促进机构专区发布会', 'Launch of the Global Investment Promotion Agencies Zone'),
    5,
  ),
  m(
    2,
    '15:45',
    '17:00',
    'ballroom',
    'parallelForum',
    t('全球产业链供应链韧性论坛', 'Forum on Resilient Global Supply Chains'),
    2,
    { speakers: [9, 4] },
  ),
  m(
    2,
    '19:00',
    '20:30',
    'multiHall',
    'parallelForum',
    t('青年创业投资之夜', 'Young Entrepreneurs’ Investment Evening'),
    3,
  ),
  m(
    3,
    '09:00',
    '10:30',
    'auditorium',
    'mainForum',
    t('国际投资趋势高端对话', 'High-level Dialogue on International Investment Trends'),
    2,
    { speakers: [1, 4, 7], highlight: true, online: true },
  ),
  m(
    3,
    '09:00',
    '10:30',
    'dockingC1',
    'docking',
    t('半导体与集成电路投资对接会', 'Semiconductor and Integrated Circuit Investment Matchmaking'),
    1,
  ),
  m(
    3,
    '10:45',
    '12:00',
    'multiHall',
    'parallelForum',
    t('绿色金融与可持续投资论坛', 'Forum on Green Finance and Sustainable Investment'),
    4,
    { speakers: [5] },
  ),
  m(3, '10:45', '12:00', 'stageA1', 'roadshow', t('海洋经济项目路演', 'Marine Economy Projects Roadshow'), 3),
  m(
    3,
    '10:45',
    '12:00',
    'room308',
    'multiParty',
    t('多方会谈：中欧企业家圆桌', 'Multi-party Talks: China–EU Business Leaders Roundtable'),
    4,
    { invitationCode: 'EUCN2026', speakers: [9] },
  ),
  m(
    3,
    '14:00',
    '15:30',
    'ballroom',
    'parallelForum',
    t('文化旅游产业投资论坛', 'Forum on Investment in Culture and Tourism'),
    3,
    { speakers: [10] },
  ),
  m(
    3,
    '14:00',
    '15:30',
    'dockingC1',
    'docking',
    t('智能制造投资对接会', 'Smart Manufacturing Investment Matchmaking'),
    1,
  ),
  m(3, '14:00', '15:30', 'forumB3', 'launch', t('厦门投资环境推介会', 'Xiamen Investment Environment Showcase'), 3, {
    highlight: true,
  }),
  m(
    3,
    '15:45',
    '17:00',
    'multiHall',
    'parallelForum',
    t('数字贸易与跨境数据流动论坛', 'Forum on Digital Trade and Cross-border Data'),
    2,
    { speakers: [6, 3], online: true },
  ),
  m(3, '15:45', '17:00', 'stageA1', 'roadshow', t('专精特新企业融资路演', 'Financing Roadshow of Specialised SMEs'), 1),
  m(3, '19:00', '20:30', 'ballroom', 'mainForum', t('国际嘉宾交流晚会', 'International Guests’ Networking Evening'), 0),
  m(
    4,
    '09:00',
    '10:30',
    'auditorium',
    'parallelForum',
    t('中非经贸合作论坛', 'China–Africa Economic and Trade Cooperation Forum'),
    4,
    { speakers: [7, 8] },
  ),
  m(
    4,
    '09:00',
    '10:30',
    'dockingC1',
    'docking',
    t('现代农业与食品产业投资对接会', 'Modern Agriculture and Food Investment Matchmaking'),
    1,
  ),
  m(
    4,
    '09:30',
    '11:30',
    'forumB3',
    'launch',
    t('跨境投资服务平台上线发布', 'Launch of the Cross-border Investment Service Platform'),
    1,
  ),
  m(
    4,
    '10:45',
    '12:00',
    'multiHall',
    'parallelForum',
    t('粤港澳大湾区与海西联动发展论坛', 'Forum on the Greater Bay Area and the West Strait'),
    3,
    { speakers: [10] },
  ),
  m(4, '10:45', '12:00', 'stageA1', 'roadshow', t('生命健康项目路演', 'Life and Health Projects Roadshow'), 3),
  m(
    4,
    '10:45',
    '12:00',
    'room308',
    'multiParty',
    t('多方会谈：拉美投资促进机构', 'Multi-party Talks: Latin American Investment Agencies'),
    5,
  ),
  m(4, '14:00', '15:30', 'forumB3', 'launch', t('投洽会成果发布会', 'Announcement of the Fair’s Results'), 0, {
    highlight: true,
  }),
  m(4, '14:00', '15:30', 'dockingC1', 'docking', t('新材料产业投资对接会', 'New Materials Investment Matchmaking'), 1),
  m(
    4,
    '14:00',
    '15:30',
    'room308',
    'multiParty',
    t('多方会谈：中日韩地方政府合作', 'Multi-party Talks: China, Japan and Korea Local Governments'),
    4,
  ),
  m(
    4,
    '15:45',
    '17:00',
    'auditorium',
    'mainForum',
    t('闭幕式暨重点项目签约仪式', 'Closing Ceremony and Key Project Signing'),
    0,
    { speakers: [1, 2], highlight: true, online: true },
  ),
  m(
    4,
    '15:45',
    '17:00',
    'multiHall',
    'parallelForum',
    t('华侨华人投资合作论坛', 'Forum on Overseas Chinese Investment'),
    3,
  ),
]

/** The 24th fair, 8–11 September 2025: finished, with replays, for the reviews of past editions. */
export const PROGRAMME_2025: readonly PlannedMeeting[] = [
  m(
    1,
    '09:00',
    '10:30',
    'auditorium',
    'mainForum',
    t('第二十四届投洽会开幕式暨国际投资论坛', 'Opening Ceremony and International Investment Forum 2025'),
    0,
    { speakers: [1, 2], highlight: true },
  ),
  m(
    1,
    '14:00',
    '15:30',
    'multiHall',
    'launch',
    t('《世界投资报告2025》发布会', 'Launch of the World Investment Report 2025'),
    2,
    { speakers: [6] },
  ),
  m(1, '15:45', '17:00', 'stageA1', 'roadshow', t('先进制造业项目路演', 'Advanced Manufacturing Projects Roadshow'), 3),
  m(
    2,
    '09:00',
    '10:30',
    'auditorium',
    'mainForum',
    t('全球投资促进机构圆桌会', 'Roundtable of Global Investment Promotion Agencies'),
    5,
    { speakers: [4, 5], highlight: true },
  ),
  m(2, '10:45', '12:00', 'dockingC1', 'docking', t('新能源产业投资对接会', 'New Energy Investment Matchmaking'), 1),
  m(
    2,
    '14:00',
    '15:30',
    'forumB3',
    'launch',
    t('厦门自贸片区投资推介会', 'Xiamen Free Trade Area Investment Showcase'),
    3,
  ),
  m(
    3,
    '09:00',
    '10:30',
    'multiHall',
    'parallelForum',
    t('数字丝绸之路合作论坛', 'Digital Silk Road Cooperation Forum'),
    2,
    { speakers: [8, 2] },
  ),
  m(
    3,
    '10:45',
    '12:00',
    'room308',
    'multiParty',
    t('多方会谈：中东欧国家投资合作', 'Multi-party Talks: Central and Eastern Europe'),
    4,
  ),
  m(3, '14:00', '15:30', 'stageA1', 'roadshow', t('海洋生物医药项目路演', 'Marine Biomedicine Projects Roadshow'), 3),
  m(
    4,
    '09:00',
    '10:30',
    'ballroom',
    'parallelForum',
    t('两岸青年创新创业论坛', 'Cross-Strait Youth Innovation Forum'),
    4,
    { speakers: [10] },
  ),
  m(
    4,
    '14:00',
    '15:30',
    'dockingC1',
    'docking',
    t('文旅项目投资对接会', 'Culture and Tourism Investment Matchmaking'),
    1,
  ),
  m(
    4,
    '15:45',
    '17:00',
    'auditorium',
    'mainForum',
    t('第二十四届投洽会闭幕式', 'Closing Ceremony of the 24th CIFIT'),
    0,
    { speakers: [1, 3], highlight: true },
  ),
]

/** Follow-up sessions after the fair, weekly from the seeding day, so a fresh database always has meetings open. */
export const FOLLOW_UPS: readonly { title: Text; room: RoomName; kind: MeetingKind }[] = [
  {
    title: t('投洽会签约项目推进会', 'CIFIT Signed Projects Progress Meeting'),
    room: 'multiHall',
    kind: 'parallelForum',
  },
  { title: t('跨境投资线上对接会', 'Online Cross-border Investment Matchmaking'), room: 'dockingC1', kind: 'docking' },
  {
    title: t('海峡两岸产业合作交流会', 'Cross-Strait Industrial Cooperation Exchange'),
    room: 'room308',
    kind: 'multiParty',
  },
]

/** The agenda of each kind of meeting, as rich text. */
export const AGENDA: Readonly<Record<MeetingKind, Text>> = {
  mainForum: t(
    '<ul><li>开幕致辞</li><li>主旨演讲</li><li>高端对话</li><li>合作签约</li></ul>',
    '<ul><li>Opening remarks</li><li>Keynote speeches</li><li>High-level dialogue</li><li>Signing of agreements</li></ul>',
  ),
  parallelForum: t(
    '<ul><li>嘉宾致辞</li><li>主题演讲</li><li>圆桌讨论</li><li>交流合影</li></ul>',
    '<ul><li>Welcome remarks</li><li>Keynote talks</li><li>Panel discussion</li><li>Networking</li></ul>',
  ),
  docking: t(
    '<ul><li>项目方简介（每个项目5分钟）</li><li>投资方提问</li><li>一对一洽谈</li><li>意向登记</li></ul>',
    '<ul><li>Project pitches (5 minutes each)</li><li>Investors’ questions</li><li>One-to-one talks</li><li>Letters of intent</li></ul>',
  ),
  roadshow: t(
    '<ul><li>路演项目依次上台（每个项目8分钟）</li><li>评委点评</li><li>投资机构现场问答</li></ul>',
    '<ul><li>Projects on stage in turn (8 minutes each)</li><li>Judges’ comments</li><li>Questions from investors</li></ul>',
  ),
  launch: t(
    '<ul><li>发布致辞</li><li>成果发布</li><li>媒体问答</li></ul>',
    '<ul><li>Opening words</li><li>The announcement</li><li>Press questions</li></ul>',
  ),
  multiParty: t(
    '<ul><li>各方介绍合作需求</li><li>分组会谈</li><li>形成合作备忘</li></ul>',
    '<ul><li>Each party presents its aims</li><li>Talks in groups</li><li>A memorandum of cooperation</li></ul>',
  ),
}
