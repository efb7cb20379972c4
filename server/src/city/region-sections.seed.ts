import type { regionSections } from './schema'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'
import { imageTag, imageUrl } from '../platform/images'
import { bilingualColumns, t, type Text } from '../platform/text'

const GANSU_INTRO: Text[] = [
  t(
    '甘肃地处丝绸之路黄金段，是连接中国东部与中亚、西亚的重要通道。作为本届投洽会主题省份，甘肃集中展示新能源、有色冶金、文旅康养与特色农业的投资机遇。',
    'Gansu lies on the golden stretch of the Silk Road, a corridor between eastern China and Central and West Asia. As this edition’s theme province it presents openings in new energy, non-ferrous metals, tourism and wellness, and speciality farming.',
  ),
  t(
    '河西走廊风光资源富集，已建成千万千瓦级风电光伏基地；兰州新区承接东部产业转移，化工、装备制造和数据中心项目加快落地。',
    'The Hexi Corridor is rich in wind and sun, with a ten-gigawatt wind and solar base; Lanzhou New Area takes in industries moving west, with chemicals, equipment and data centre projects arriving fast.',
  ),
]

const GANSU_FOCUS: Text[] = [
  t('风光储一体化与绿电制氢', 'Wind, solar and storage with green hydrogen'),
  t('镍钴铜等有色金属深加工', 'Processing of nickel, cobalt, copper and other metals'),
  t('敦煌文旅与丝路康养', 'Dunhuang tourism and Silk Road wellness'),
  t('高原夏菜、中药材等特色农业', 'Highland vegetables, herbal medicine and other speciality farming'),
]

/** The regional sections; Gansu, this edition's theme province, first. */
export function buildRegionSections(): (typeof regionSections.$inferInsert)[] {
  const html = (lang: keyof Text) =>
    `${GANSU_INTRO.map((p) => `<p>${p[lang]}</p>`).join('')}${imageTag('city', 7, lang === 'zh' ? '河西走廊风电基地' : 'Wind farms of the Hexi Corridor')}<h3>${lang === 'zh' ? '重点招商方向' : 'Where to invest'}</h3><ul>${GANSU_FOCUS.map((f) => `<li>${f[lang]}</li>`).join('')}</ul>`
  return [
    {
      code: 'gansu',
      provincePrefix: '62',
      ...bilingualColumns({
        name: t('甘肃', 'Gansu'),
        slogan: t('如意甘肃 投资热土', 'Gansu: fertile ground for investment'),
      }),
      introZh: sanitizeHtml(html('zh')),
      introEn: sanitizeHtml(html('en')),
      cover: imageUrl('city', 7),
      figures: [
        { labelZh: '地区生产总值（亿元）', labelEn: 'GDP (CNY 100 million)', value: '13,002' },
        { labelZh: '新能源装机（万千瓦）', labelEn: 'New energy capacity (10 MW)', value: '6,600' },
        { labelZh: '国家级开发区', labelEn: 'National development zones', value: '11' },
        { labelZh: '本届签约项目', labelEn: 'Projects signed this edition', value: '38' },
      ],
    },
  ]
}
