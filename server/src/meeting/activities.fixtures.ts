// The booth activities' exhibitors, what they hold, and when: the seed combines them into the fair's 30 activities.
import { t, type Text } from '../platform/text'

/** An exhibitor at its booth, with the zone of the hall it stands in. */
export interface Exhibitor {
  host: Text
  hall: string
  booth: string
  area: Text
}

/** The exhibitors that hold activities, in turn. */
export const EXHIBITORS: readonly Exhibitor[] = [
  {
    host: t('象屿供应链集团', 'Xiangyu Supply Chain Group'),
    hall: 'A1',
    booth: 'A1-105',
    area: t('福建省展区', 'Fujian Province Zone'),
  },
  {
    host: t('厦门火炬高新区', 'Xiamen Torch Hi-tech Zone'),
    hall: 'A2',
    booth: 'A2-118',
    area: t('国家级园区展区', 'National Parks Zone'),
  },
  {
    host: t('鹭航国际物流', 'Luhang International Logistics'),
    hall: 'A3',
    booth: 'A3-102',
    area: t('自贸试验区展区', 'Free Trade Zones'),
  },
  {
    host: t('海润新能源科技', 'Hairun New Energy Technology'),
    hall: 'B1',
    booth: 'B1-121',
    area: t('新能源展区', 'New Energy Zone'),
  },
  {
    host: t('鹭岛生物医药', 'Ludao Biomedicine'),
    hall: 'B2',
    booth: 'B2-109',
    area: t('生物医药展区', 'Biomedicine Zone'),
  },
  {
    host: t('闽海智能装备', 'Minhai Intelligent Equipment'),
    hall: 'B3',
    booth: 'B3-131',
    area: t('智能制造展区', 'Smart Manufacturing Zone'),
  },
  {
    host: t('东盟商品馆', 'ASEAN Products Pavilion'),
    hall: 'C1',
    booth: 'C1-101',
    area: t('“一带一路”国家展区', 'Belt and Road Countries Zone'),
  },
  {
    host: t('中东欧国家馆', 'Central and Eastern Europe Pavilion'),
    hall: 'C2',
    booth: 'C2-115',
    area: t('国际投资展区', 'International Investment Zone'),
  },
  {
    host: t('武夷岩茶产业联盟', 'Wuyi Rock Tea Alliance'),
    hall: 'C3',
    booth: 'C3-108',
    area: t('特色消费品展区', 'Specialty Goods Zone'),
  },
  {
    host: t('泉州纺织服装协会', 'Quanzhou Textile and Apparel Association'),
    hall: 'C3',
    booth: 'C3-126',
    area: t('特色消费品展区', 'Specialty Goods Zone'),
  },
]

/** The exhibition halls, in the order the hall filter lists them. */
export const ACTIVITY_HALLS: readonly string[] = ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1', 'C2', 'C3']

/** What happens at a booth. */
export interface ActivityTheme {
  title: Text
  offer: Text
}

/** What happens at a booth: a title after the host's name and what a visitor gets. */
export const THEMES: readonly ActivityTheme[] = [
  {
    title: t('新品发布会', 'product launch'),
    offer: t('首发新品，现场讲解技术亮点', 'new products first shown, with their engineers explaining them'),
  },
  {
    title: t('产品体验会', 'hands-on session'),
    offer: t('观众可上手体验展品', 'visitors try the exhibits themselves'),
  },
  {
    title: t('合作签约仪式', 'signing ceremony'),
    offer: t('与合作伙伴签署合作协议', 'partners sign cooperation agreements on the stand'),
  },
  {
    title: t('品鉴会', 'tasting'),
    offer: t('现场品鉴特色产品，讲解产地与工艺', 'tasting with the story of where and how it is made'),
  },
  {
    title: t('技术讲座', 'technical talk'),
    offer: t('专家讲解行业趋势与解决方案', 'experts on trends and solutions of the industry'),
  },
  {
    title: t('招商推介会', 'investment pitch'),
    offer: t('介绍投资项目与落地政策', 'projects open to investors and the support policies'),
  },
  {
    title: t('专家答疑', 'ask the experts'),
    offer: t('一对一解答投资与贸易问题', 'one-to-one answers on investment and trade'),
  },
  {
    title: t('文化展演', 'cultural performance'),
    offer: t('非遗技艺与文化表演', 'intangible heritage crafts and performances'),
  },
]

/** Five activity times a fair day; some run alongside meetings, as a visitor's day does. */
export const TIMES: readonly [start: string, end: string][] = [
  ['10:00', '10:30'],
  ['11:00', '11:45'],
  ['14:00', '14:30'],
  ['15:00', '15:45'],
  ['16:00', '16:30'],
]
