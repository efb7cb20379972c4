// The fair's partner hotels with their fair rates and booking contacts.
import { t, type Text } from '../platform/text'

/** A partner hotel: where it is, its fair rate (yuan a night), its booking contact, whether the shuttle serves it. */
export interface HotelSeed {
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

/** The partner hotels, nearest first. */
export const HOTELS: readonly HotelSeed[] = [
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
