import type { appReleases, fairEditions, fairHonours, hotels } from './info.schema'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'
import { imageTag, imageUrl } from '../platform/images'
import { bilingualColumns, t, type Text } from '../platform/text'

type Figures = [exhibitors: number, visitors: number, countries: number, projects: number, investmentYi: number]

/** The editions of the last years, with the figures published after each (the 25th's are the organisers' targets). */
const EDITIONS: [year: number, theme: Text, figures: Figures, highlights: Text[]][] = [
  [
    2026,
    t('开放合作 共享未来', 'Open cooperation, a shared future'),
    [6200, 120000, 116, 620, 3680],
    [
      t(
        '首设全球投资促进机构专区，50余家海外投促机构集中亮相。',
        'A first zone for global investment promotion agencies, with more than 50 agencies from abroad.',
      ),
      t(
        '国际投资论坛聚焦绿色转型与数字经济。',
        'The International Investment Forum turns to the green transition and the digital economy.',
      ),
      t('项目路演台每日发布重大招商项目。', 'The roadshow stage launches major investment projects every day.'),
    ],
  ],
  [
    2025,
    t('投资世界 共赢未来', 'Invest in the world, win together'),
    [5800, 112000, 112, 588, 3350],
    [
      t('发布《世界投资报告》中文版。', 'The Chinese edition of the World Investment Report was launched.'),
      t('新设低空经济与新型储能专题展区。', 'New zones for the low-altitude economy and new energy storage.'),
    ],
  ],
  [
    2024,
    t('开放促投资 合作向未来', 'Openness for investment, cooperation for the future'),
    [5500, 108000, 105, 546, 3106],
    [
      t('举办首届国际双向投资大会。', 'The first International Two-way Investment Conference took place.'),
      t('线上平台累计访问量突破1000万人次。', 'The online platform passed ten million visits.'),
    ],
  ],
  [
    2023,
    t('扩大双向投资 促进共同发展', 'More two-way investment for shared growth'),
    [5200, 100000, 100, 512, 2869],
    [
      t('线下展会全面恢复，展览面积12万平方米。', 'The fair returned fully on site over 120,000 m².'),
      t('设立“一带一路”国家馆。', 'The Belt and Road pavilions opened.'),
      t('发布《2023中国双向投资报告》。', 'The China Two-way Investment Report 2023 was released.'),
    ],
  ],
]

export function buildEditions(): (typeof fairEditions.$inferInsert)[] {
  return EDITIONS.map(([year, theme, [exhibitors, visitors, countries, projectsSigned, yi], highlights], index) => {
    const html = (lang: keyof Text) =>
      `${imageTag('exhibition', index + 1, lang === 'zh' ? '展会现场' : 'At the fair')}<ul>${highlights.map((line) => `<li>${line[lang]}</li>`).join('')}</ul>`
    return {
      year,
      edition: year - 2001,
      ...bilingualColumns({
        theme,
        venue: t('厦门国际会展中心', 'Xiamen International Conference and Exhibition Center'),
      }),
      highlightsZh: sanitizeHtml(html('zh')),
      highlightsEn: sanitizeHtml(html('en')),
      startDate: `${year}-09-08`,
      endDate: `${year}-09-11`,
      cover: imageUrl('exhibition', index + 1),
      exhibitors,
      visitors,
      countries,
      projectsSigned,
      investmentSigned: yi * 1e8,
    }
  })
}

const HONOURS: [year: number, category: Text, winners: Text[]][] = [
  [
    2025,
    t('优秀组织奖', 'Outstanding Organisation Award'),
    [
      t('福州市商务局', 'Fuzhou Municipal Bureau of Commerce'),
      t('泉州市投资促进中心', 'Quanzhou Investment Promotion Centre'),
      t('兰州市招商局', 'Lanzhou Investment Promotion Bureau'),
    ],
  ],
  [
    2025,
    t('最佳展示奖', 'Best Exhibition Award'),
    [
      t('新加坡经济发展局展团', 'Singapore Economic Development Board delegation'),
      t('厦门市城市展', 'Xiamen City Pavilion'),
    ],
  ],
  [
    2025,
    t('重大项目签约贡献奖', 'Major Project Signing Award'),
    [
      t('厦门火炬高新区管委会', 'Xiamen Torch Hi-tech Zone Administration'),
      t('漳州台商投资区', 'Zhangzhou Taiwanese Investment Zone'),
    ],
  ],
  [
    2024,
    t('优秀组织奖', 'Outstanding Organisation Award'),
    [
      t('宁德市商务局', 'Ningde Municipal Bureau of Commerce'),
      t('天水市招商局', 'Tianshui Investment Promotion Bureau'),
    ],
  ],
  [
    2024,
    t('最佳展示奖', 'Best Exhibition Award'),
    [
      t('马来西亚投资发展局展团', 'Malaysian Investment Development Authority delegation'),
      t('福建省城市展', 'Fujian City Pavilion'),
    ],
  ],
]

export function buildHonours(): Omit<typeof fairHonours.$inferInsert, 'id'>[] {
  let sort = 0
  return HONOURS.flatMap(([year, category, winners]) =>
    winners.map((winner) => ({ year, ...bilingualColumns({ category, winner }), sort: sort++ })),
  )
}

interface HotelSeed {
  name: Text
  stars: number
  address: Text
  distanceKm: number
  price: [number, number]
  phone: string
  booking: [contact: Text, phone: string, email: string]
  shuttle: boolean
  at: [latitude: number, longitude: number]
  about: Text
}

const HOTELS: HotelSeed[] = [
  {
    name: t('厦门国际会议中心酒店', 'Xiamen International Conference Center Hotel'),
    stars: 5,
    address: t('厦门市思明区环岛东路1699号', '1699 Huandao East Road, Siming District, Xiamen'),
    distanceKm: 0.6,
    price: [880, 1680],
    phone: '0592-5959999',
    booking: [t('林晓雯', 'Lin Xiaowen'), '0592-5959901', 'booking@xicch.example'],
    shuttle: true,
    at: [24.4789, 118.1871],
    about: t(
      '紧邻展馆，步行可达，设有会期专属登记台。',
      'Beside the halls, within walking distance, with a fair check-in desk.',
    ),
  },
  {
    name: t('厦门海悦山庄酒店', 'Xiamen Seaview Resort'),
    stars: 5,
    address: t('厦门市思明区环岛东路2000号', '2000 Huandao East Road, Siming District, Xiamen'),
    distanceKm: 2.1,
    price: [760, 1380],
    phone: '0592-2595888',
    booking: [t('陈雅琪', 'Chen Yaqi'), '0592-2595801', 'sales@seaview-xm.example'],
    shuttle: true,
    at: [24.4712, 118.1759],
    about: t(
      '海景园林酒店，会期每日接驳巴士直达南广场。',
      'A garden hotel by the sea; the shuttle bus runs to the south square every day of the fair.',
    ),
  },
  {
    name: t('厦门湖里万悦酒店', 'Huli Wanyue Hotel Xiamen'),
    stars: 4,
    address: t('厦门市湖里区仙岳路4666号', '4666 Xianyue Road, Huli District, Xiamen'),
    distanceKm: 6.8,
    price: [420, 680],
    phone: '0592-5721888',
    booking: [t('黄志明', 'Huang Zhiming'), '0592-5721866', 'rooms@wanyue-xm.example'],
    shuttle: true,
    at: [24.5006, 118.1453],
    about: t('靠近地铁2号线，商务设施齐全。', 'Close to Metro Line 2, with full business facilities.'),
  },
  {
    name: t('厦门鼓浪屿海景酒店', 'Gulangyu Harbour View Hotel'),
    stars: 4,
    address: t('厦门市思明区鹭江道88号', '88 Lujiang Road, Siming District, Xiamen'),
    distanceKm: 11.5,
    price: [380, 620],
    phone: '0592-2023888',
    booking: [t('吴佩珊', 'Wu Peishan'), '0592-2023801', 'stay@harbourview-xm.example'],
    shuttle: false,
    at: [24.4548, 118.0716],
    about: t(
      '位于老城区，可远眺鼓浪屿，适合会后观光。',
      'In the old town, looking out to Gulangyu: good for a day of sightseeing after the fair.',
    ),
  },
  {
    name: t('厦门北站商务酒店', 'Xiamen North Station Business Hotel'),
    stars: 3,
    address: t('厦门市集美区岩内路1888号', '1888 Yannei Road, Jimei District, Xiamen'),
    distanceKm: 24.3,
    price: [260, 420],
    phone: '0592-6215888',
    booking: [t('郑浩', 'Zheng Hao'), '0592-6215801', 'front@northstation-xm.example'],
    shuttle: true,
    at: [24.6386, 118.0738],
    about: t(
      '出站即达，接驳巴士直达展馆，适合高铁抵达的客商。',
      'Right by the station, with a shuttle bus to the halls: handy for guests arriving by high-speed rail.',
    ),
  },
]

export function buildHotels(): Omit<typeof hotels.$inferInsert, 'id'>[] {
  return HOTELS.map((hotel, index) => {
    const html = (lang: keyof Text) =>
      `<p>${hotel.about[lang]}</p><h3>${lang === 'zh' ? '预订说明' : 'Booking'}</h3><p>${
        lang === 'zh'
          ? `会期协议价${hotel.price[0]}—${hotel.price[1]}元/晚，含早餐；请于8月31日前联系预订人并注明“投洽会”。`
          : `Fair rate CNY ${hotel.price[0]}–${hotel.price[1]} a night with breakfast; book with the contact before 31 August, quoting “CIFIT”.`
      }</p>`
    return {
      ...bilingualColumns({ name: hotel.name, address: hotel.address, bookingContact: hotel.booking[0] }),
      contentZh: sanitizeHtml(html('zh')),
      contentEn: sanitizeHtml(html('en')),
      stars: hotel.stars,
      distanceKm: hotel.distanceKm,
      priceMin: hotel.price[0],
      priceMax: hotel.price[1],
      phone: hotel.phone,
      bookingPhone: hotel.booking[1],
      bookingEmail: hotel.booking[2],
      shuttle: hotel.shuttle,
      cover: imageUrl('hotel', index + 1),
      images: [imageUrl('hotel', index + 6), imageUrl('hotel', index + 11)],
      latitude: hotel.at[0],
      longitude: hotel.at[1],
    }
  })
}

export function buildAppReleases(): (typeof appReleases.$inferInsert)[] {
  return [
    {
      platform: 'ios',
      version: '5.2.0',
      url: 'https://apps.apple.com/cn/app/cifit/id1460000000',
      sizeMb: 86.4,
      releasedAt: '2026-08-20',
      ...bilingualColumns({
        notes: t('新增电子证件离线查看与会议日程提醒。', 'Adds the offline e-badge and agenda reminders.'),
      }),
    },
    {
      platform: 'android',
      version: '5.2.0',
      url: 'https://download.cifit.example/android/cifit-5.2.0.apk',
      sizeMb: 58.9,
      releasedAt: '2026-08-20',
      ...bilingualColumns({
        notes: t('新增电子证件离线查看与会议日程提醒。', 'Adds the offline e-badge and agenda reminders.'),
      }),
    },
    {
      platform: 'harmony',
      version: '5.1.3',
      url: 'https://appgallery.huawei.com/app/C110000000',
      sizeMb: 61.2,
      releasedAt: '2026-08-12',
      ...bilingualColumns({ notes: t('适配HarmonyOS NEXT。', 'Runs on HarmonyOS NEXT.') }),
    },
  ]
}
