// The VIP zones with their desks and privileges, and the VIP services booked by slot.
import type { VipCategory } from '../../../src/contract/fair.codes'
import { t, type Text } from '../platform/text'

/** A VIP zone: its category, its desk and its privileges (title, summary, place, hours, how it works). */
export interface ZoneSeed {
  category: VipCategory
  title: Text
  intro: Text
  desk: [name: Text, phone: string, email: string]
  privileges: readonly [title: Text, summary: Text, place: Text, hours: Text, detail: Text][]
}

const ALL_DAYS = t('9月8日至11日', '8–11 September')

/** The VIP zones, one per category. */
export const ZONES: readonly ZoneSeed[] = [
  {
    category: 'government',
    title: t('政府VIP专区', 'Government VIP zone'),
    intro: t(
      '为省部级以上领导、各地政府代表团和外国政府官员提供全程礼宾接待、会见安排与专属通道。',
      'Protocol reception, meeting arrangements and a dedicated entrance for ministers, government delegations and foreign officials throughout the fair.',
    ),
    desk: [t('政府贵宾接待处', 'Government guest office'), '0592-5959811', 'govvip@cifit.example'],
    privileges: [
      [
        t('礼宾接待', 'Protocol reception'),
        t('抵离厦门全程礼宾陪同。', 'Protocol staff accompany the delegation from arrival to departure.'),
        t('厦门高崎国际机场贵宾厅', 'VIP lounge, Xiamen Gaoqi International Airport'),
        ALL_DAYS,
        t(
          '代表团抵达前48小时提交行程，接待处安排礼宾人员、车辆和翻译。',
          'Send the itinerary 48 hours before arrival; the office arranges protocol staff, cars and interpreters.',
        ),
      ],
      [
        t('双边会见室', 'Bilateral meeting rooms'),
        t('预约专属会见室，配备同声传译。', 'Book a private meeting room with simultaneous interpretation.'),
        t('国际会议中心二层', 'Level 2, International Conference Center'),
        t('9:00—18:00', '9:00–18:00'),
        t(
          '每场会见60分钟，可通过VIP预约选择时段。',
          'Each meeting lasts 60 minutes; choose a time through VIP appointments.',
        ),
      ],
    ],
  },
  {
    category: 'capital',
    title: t('资本VIP专区', 'Capital VIP zone'),
    intro: t(
      '为投资机构、基金管理人和金融机构高管提供项目优先对接、闭门路演和投资人休息室。',
      'Priority project matchmaking, closed-door roadshows and an investors’ lounge for investment firms, fund managers and financial executives.',
    ),
    desk: [t('资本服务台', 'Capital desk'), '0592-5959822', 'capital@cifit.example'],
    privileges: [
      [
        t('闭门路演', 'Closed-door roadshows'),
        t(
          '每日精选10个项目面向投资人闭门路演。',
          'Ten selected projects pitch to investors behind closed doors every day.',
        ),
        t('B2馆路演厅', 'Roadshow room, hall B2'),
        t('9月8日至10日 14:00—17:00', '8–10 September 14:00–17:00'),
        t(
          '持资本VIP证件入场，可提前在VIP预约中锁定席位。',
          'Enter with a capital VIP badge; reserve a seat in advance through VIP appointments.',
        ),
      ],
      [
        t('投资人休息室', 'Investors’ lounge'),
        t('提供洽谈桌、茶歇和项目资料。', 'Meeting tables, refreshments and project files.'),
        t('B2馆二层', 'Level 2, hall B2'),
        ALL_DAYS,
        t('休息室可预约一对一洽谈桌，每次45分钟。', 'Book a one-to-one table for 45 minutes at a time.'),
      ],
    ],
  },
  {
    category: 'exhibitor',
    title: t('展商VIP专区', 'Exhibitor VIP zone'),
    intro: t(
      '为重点展商和世界500强企业提供专属客户经理、贵宾洽谈室和媒体推介服务。',
      'A dedicated account manager, VIP meeting rooms and media promotion for leading exhibitors and Fortune 500 companies.',
    ),
    desk: [t('展商贵宾服务台', 'Exhibitor guest desk'), '0592-5959833', 'exhibitorvip@cifit.example'],
    privileges: [
      [
        t('贵宾洽谈室', 'VIP meeting rooms'),
        t('展馆内独立洽谈室，配备签约设施。', 'Private rooms in the halls, ready for signings.'),
        t('A1馆夹层', 'Mezzanine, hall A1'),
        t('9:00—17:00', '9:00–17:00'),
        t('通过VIP预约选择时段，每场90分钟。', 'Choose a time through VIP appointments; 90 minutes each.'),
      ],
      [
        t('媒体推介', 'Media promotion'),
        t('新闻中心安排专访与发布。', 'The press centre arranges interviews and launches.'),
        t('新闻中心', 'Press centre'),
        ALL_DAYS,
        t(
          '提前提交新闻稿，新闻中心统筹发布渠道。',
          'Send your release in advance; the press centre plans where it runs.',
        ),
      ],
    ],
  },
  {
    category: 'merchant',
    title: t('客商VIP专区', 'Merchant VIP zone'),
    intro: t(
      '为采购商、境外商协会和重要客商提供采购对接、园区考察和商务接待。',
      'Sourcing meetings, park visits and business hospitality for buyers, overseas chambers and key merchants.',
    ),
    desk: [t('客商服务台', 'Merchant desk'), '0592-5959844', 'merchant@cifit.example'],
    privileges: [
      [
        t('园区考察', 'Park visits'),
        t('组织参观厦门重点产业园区。', 'Guided visits to Xiamen’s key industrial parks.'),
        t('南广场集合', 'Meet at the south square'),
        t('9月9日、10日 14:00', '9 and 10 September at 14:00'),
        t(
          '线路含火炬高新区和海沧生物医药港，需提前预约。',
          'Routes take in the Torch Hi-tech Zone and the Haicang biomedical hub; book ahead.',
        ),
      ],
      [
        t('采购对接会', 'Sourcing meetings'),
        t('与展商一对一采购洽谈。', 'One-to-one sourcing talks with exhibitors.'),
        t('C3馆对接区', 'Matchmaking area, hall C3'),
        t('9月8日至10日', '8–10 September'),
        t('提交采购需求后由服务台匹配展商。', 'Send your sourcing needs and the desk matches you with exhibitors.'),
      ],
    ],
  },
]

/** The VIP services booked by slot: where each is and how many a slot takes. */
export const SERVICES: readonly [service: Text, place: Text, capacity: number][] = [
  [
    t('贵宾休息室接待', 'VIP lounge reception'),
    t('国际会议中心一层贵宾厅', 'VIP lounge, level 1, International Conference Center'),
    8,
  ],
  [t('双边会见室', 'Bilateral meeting room'), t('国际会议中心二层', 'Level 2, International Conference Center'), 2],
  [t('闭门路演席位', 'Closed-door roadshow seat'), t('B2馆路演厅', 'Roadshow room, hall B2'), 20],
]
