import { areaIdOf } from './catalogue-areas.seed'
import type { projects } from './schema'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'
import { imageTag, imageUrl } from '../platform/images'
import { CARRIERS, INDUSTRIES, INVEST_MODES, REGIONS, optionId } from '../platform/options.seed'
import type { Random } from '../platform/random'
import { bilingualColumns, DAY_MS, formatYuan, t, type Text } from '../platform/text'

const PROJECT_COUNT = 60
/** Projects whose source HTML carries a script and a javascript: link, to prove storage sanitises. */
export const HOSTILE_PROJECT_IDS = [7, 23]

const ADVANTAGES: Text[] = [
  t(
    '项目所在地交通便利，距港口和机场均在30公里以内，产业配套完善。',
    'The site is within 30 km of a port and an airport, with a complete industrial supply chain nearby.',
  ),
  t(
    '当地政府提供用地、税收和人才引进等一揽子扶持政策。',
    'The local government offers a package of land, tax and talent support.',
  ),
  t(
    '周边已集聚上下游企业逾百家，可有效降低采购和物流成本。',
    'More than a hundred upstream and downstream firms are already nearby, lowering sourcing and logistics costs.',
  ),
  t(
    '依托高校和科研院所，具备持续的研发和人才供给能力。',
    'Universities and research institutes nearby provide steady R&D and talent supply.',
  ),
]

const NEEDS: Text[] = [
  t(
    '寻求具有行业经验的战略投资者，合作方式可面议。',
    'We seek strategic investors with industry experience; terms are negotiable.',
  ),
  t(
    '欢迎国内外企业以资金、技术或品牌参与合作。',
    'Companies from China and abroad are welcome to join with capital, technology or brands.',
  ),
  t('优先考虑能够带动上下游配套落地的龙头企业。', 'Preference goes to leading firms that bring their suppliers along.'),
]

const SURNAMES: Text[] = [
  t('陈', 'Chen'),
  t('林', 'Lin'),
  t('黄', 'Huang'),
  t('王', 'Wang'),
  t('李', 'Li'),
  t('张', 'Zhang'),
  t('吴', 'Wu'),
  t('郑', 'Zheng'),
]
const TITLES: Text[] = [t('先生', 'Mr.'), t('女士', 'Ms.')]

/** 60 projects: every fourth is a major project (type 2); push times are spread evenly over the last 120 days. */
export function buildProjects(rng: Random, now: Date): (typeof projects.$inferInsert)[] {
  const ages = rng.shuffle(Array.from({ length: PROJECT_COUNT }, (_, i) => i))
  return ages.map((age, index) => {
    const id = index + 1
    const type = id % 4 === 0 ? 2 : 1
    const industryIndex = index % INDUSTRIES.length
    const industry = INDUSTRIES[industryIndex]
    const subject = industry.subjects[Math.floor(index / INDUSTRIES.length) % industry.subjects.length]
    const regionIndex = (index * 7) % REGIONS.length
    const region = REGIONS[regionIndex]
    const carrierIndex = rng.int(0, CARRIERS.length - 1)
    const modeIndex = rng.int(0, INVEST_MODES.length - 1)
    const investAmount = type === 2 ? rng.int(30, 500) * 1e8 : rng.int(10, 300) * 1e7
    const title =
      type === 2
        ? t(`${region.zh}${subject.zh}重大项目`, `${region.en} ${subject.en} (Major Project)`)
        : t(`${region.zh}${subject.zh}项目`, `${region.en} ${subject.en} Project`)
    const amount = formatYuan(investAmount)
    const carrier = CARRIERS[carrierIndex]
    const mode = INVEST_MODES[modeIndex]
    const summary = t(
      `${title.zh}拟总投资约${amount.zh}，依托${carrier.zh}建设，以${mode.zh}方式引进合作伙伴，重点发展${industry.label.zh}产业链。`,
      `Located in ${region.en} (${carrier.en}), the project plans a total investment of about ${amount.en}. Preferred investment mode: ${mode.en}. It strengthens the local ${industry.label.en} chain.`,
    )
    const surname = rng.pick(SURNAMES)
    const honorific = rng.pick(TITLES)
    const facts = { industry: industry.label, carrier, mode, region, amount }
    const extra = { advantage: rng.pick(ADVANTAGES), need: rng.pick(NEEDS), hostile: HOSTILE_PROJECT_IDS.includes(id) }
    return {
      id,
      type,
      ...bilingualColumns({ title, summary }),
      contentZh: sanitizeHtml(projectHtml('zh', id, title, summary, facts, extra)),
      contentEn: sanitizeHtml(projectHtml('en', id, title, summary, facts, extra)),
      cover: imageUrl('project', id),
      images: [imageUrl('project', id), imageUrl('project', id + 100)],
      industryId: optionId('industry', industryIndex),
      carrierId: optionId('carrier', carrierIndex),
      investModeId: optionId('invest_mode', modeIndex),
      ...bilingualColumns({ region }),
      investAmount,
      pushTime: new Date(now.getTime() - (age * 2 + rng.next() * 2) * DAY_MS),
      views: rng.int(120, 9800),
      areaId: areaIdOf(region),
      contactNameZh: `${surname.zh}${honorific.zh}`,
      contactNameEn: `${honorific.en} ${surname.en}`,
      contactPhone: `1${rng.pick(['35', '37', '39', '58', '86'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
    }
  })
}

interface Facts {
  industry: Text
  carrier: Text
  mode: Text
  region: Text
  amount: Text
}

function projectHtml(
  lang: 'zh' | 'en',
  id: number,
  title: Text,
  summary: Text,
  facts: Facts,
  extra: { advantage: Text; need: Text; hostile: boolean },
): string {
  const zh = lang === 'zh'
  const rows: [string, Text][] = [
    [zh ? '所属行业' : 'Industry', facts.industry],
    [zh ? '项目载体' : 'Carrier', facts.carrier],
    [zh ? '投资方式' : 'Investment mode', facts.mode],
    [zh ? '项目地点' : 'Location', facts.region],
    [zh ? '总投资' : 'Total investment', facts.amount],
  ]
  const hostile = extra.hostile
    ? `<p>${zh ? '更多资料请联系' : 'For more, contact'} <a href="javascript:alert(1)">${zh ? '招商专员' : 'our investment officer'}</a></p><script>alert(1)</script>`
    : ''
  return [
    `<p>${summary[lang]}</p>`,
    `<h3>${zh ? '项目概况' : 'Overview'}</h3>`,
    `<ul>${rows.map(([k, v]) => `<li><strong>${k}${zh ? '：' : ': '}</strong>${v[lang]}</li>`).join('')}</ul>`,
    imageTag('project', id + 100, title[lang]),
    `<h3>${zh ? '投资优势' : 'Why invest'}</h3>`,
    `<p>${extra.advantage[lang]}</p>`,
    `<h3>${zh ? '合作需求' : 'Partnership sought'}</h3>`,
    `<p>${extra.need[lang]}</p>`,
    hostile,
  ].join('')
}
