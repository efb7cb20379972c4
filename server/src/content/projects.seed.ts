import { areaIdOf } from './catalogue-areas.seed'
import { ADVANTAGES, NEEDS, SURNAMES, TITLES } from './projects.fixtures'
import type { projects } from './schema'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'
import { imageTag, imageUrl } from '../platform/images'
import { CARRIERS, INDUSTRIES, INVEST_MODES, REGIONS } from '../platform/options.fixtures'
import { optionId } from '../platform/options.seed'
import type { Random } from '../platform/random'
import { bilingualColumns, DAY_MS, formatYuan, t, type Text } from '../platform/text'

const PROJECT_COUNT = 60
/** Projects whose source HTML carries a script and a javascript: link, to prove storage sanitises. */
export const HOSTILE_PROJECT_IDS = [7, 23]

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
