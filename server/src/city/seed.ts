import { CITIES, type CitySeed } from './cities.fixtures'
import { HOME_CITY_CHAPTERS, HOW_TO_INVEST } from './manual.fixtures'
import { cities, cityContacts, clusters, investmentServices, manualChapters } from './schema'
import { CONTACT_NAMES, CONTACT_ROLES, SERVICES } from './services.fixtures'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'
import type { Database } from '../platform/connect'
import { imageTag, imageUrl } from '../platform/images'
import { optionId } from '../platform/options.seed'
import { createRandom, type Random } from '../platform/random'
import { bilingualColumns, DAY_MS, t, type Text } from '../platform/text'

type Lang = 'zh' | 'en'

/** The fair's home city (city type 1); every other member unit is type 2. */
export const HOME_CITY_ID = 350200

/** The year the seeded key figures describe. */
const STAT_YEAR = 2024

const html = (parts: string[]) => sanitizeHtml(parts.join(''))
const both = (build: (lang: Lang) => string): Text => ({ zh: build('zh'), en: build('en') })

const fmt = (lang: Lang, n: number) => n.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US')

function showcase(city: CitySeed, index: number): Text {
  return both((lang) =>
    html([
      `<p>${city.summary[lang]}</p>`,
      `<h3>${lang === 'zh' ? '城市名片' : 'City at a glance'}</h3>`,
      `<ul>${city.highlights.map((h) => `<li>${h[lang]}</li>`).join('')}</ul>`,
      imageTag('city', index + 101, city.name[lang]),
      `<h3>${lang === 'zh' ? '重点产业' : 'Key industries'}</h3>`,
      `<p>${city.clusters.map((c) => c.title[lang]).join(lang === 'zh' ? '、' : ', ')}</p>`,
    ]),
  )
}

export function buildCities(): (typeof cities.$inferInsert)[] {
  return CITIES.map((city, index) => {
    const content = showcase(city, index)
    return {
      id: city.id,
      ...bilingualColumns({ name: city.name }),
      group: city.group,
      cityType: city.id === HOME_CITY_ID ? 1 : 2,
      ...bilingualColumns({ slogan: city.slogan, summary: city.summary, content }),
      cover: imageUrl('city', index + 1),
      banner: imageUrl('city', index + 1),
      images: [imageUrl('city', index + 1), imageUrl('city', index + 101)],
      gdp: city.gdp,
      gdpGrowth: city.gdpGrowth,
      population: city.population,
      landArea: city.landArea,
      statYear: STAT_YEAR,
      ...bilingualColumns({ address: city.address }),
      hotline: city.hotline,
      sort: index,
    }
  })
}

export function buildClusters(now: Date): (typeof clusters.$inferInsert)[] {
  let n = 0
  return CITIES.flatMap((city) =>
    city.clusters.map((cluster, sort) => {
      n += 1
      const content = both((lang) =>
        html([
          `<p>${cluster.summary[lang]}</p>`,
          `<h3>${lang === 'zh' ? '产业规模' : 'Scale'}</h3>`,
          lang === 'zh'
            ? `<p>${city.name.zh}${cluster.title.zh}年产值约${fmt(lang, cluster.output)}亿元，集聚规模以上企业${fmt(lang, cluster.enterprises)}家。</p>`
            : `<p>The ${cluster.title.en.toLowerCase()} of ${city.name.en} produces about ${fmt(lang, cluster.output / 10)} billion yuan a year and brings together ${fmt(lang, cluster.enterprises)} enterprises above designated size.</p>`,
          `<h3>${lang === 'zh' ? '招商方向' : 'What we are looking for'}</h3>`,
          lang === 'zh'
            ? '<p>重点引进产业链关键环节、研发中心与区域总部项目，对重大项目实行“一企一策”。</p>'
            : '<p>Key links of the chain, R&amp;D centres and regional headquarters; major projects get a tailored support package.</p>',
          imageTag('cluster', n + 100, cluster.title[lang]),
        ]),
      )
      return {
        id: n,
        cityId: city.id,
        industryId: optionId('industry', cluster.industry),
        titleZh: `${city.name.zh}${cluster.title.zh}`,
        titleEn: `${city.name.en} ${cluster.title.en}`,
        ...bilingualColumns({ summary: cluster.summary, content }),
        cover: imageUrl('cluster', n),
        images: [imageUrl('cluster', n), imageUrl('cluster', n + 100)],
        outputValue: cluster.output,
        enterpriseCount: cluster.enterprises,
        keyEnterprisesZh: cluster.leaders.map((l) => l.zh),
        keyEnterprisesEn: cluster.leaders.map((l) => l.en),
        sort,
        publishTime: new Date(now.getTime() - (n * 3 + sort) * DAY_MS),
      }
    }),
  )
}

const mobile = (rng: Random) =>
  `1${rng.pick(['35', '38', '39', '58', '86'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`
const landline = (city: CitySeed, rng: Random) => `${city.areaCode}-${rng.int(2_000_0000, 8_999_9999)}`

/** Xiamen offers every service; other units the first two. */
export function buildServices(rng: Random): (typeof investmentServices.$inferInsert)[] {
  let n = 0
  return CITIES.flatMap((city) =>
    (city.id === HOME_CITY_ID ? SERVICES : SERVICES.slice(0, 2)).map((service, sort) => {
      n += 1
      const name = CONTACT_NAMES[(n + sort) % CONTACT_NAMES.length]
      const department = t(`${city.name.zh}${service.department.zh}`, `${city.name.en} ${service.department.en}`)
      const content = both((lang) =>
        html([
          `<p>${service.summary[lang]}</p>`,
          `<h3>${lang === 'zh' ? '办理流程' : 'How it works'}</h3>`,
          `<ol>${service.steps.map((s) => `<li>${s[lang]}</li>`).join('')}</ol>`,
          `<h3>${lang === 'zh' ? '服务承诺' : 'Our commitment'}</h3>`,
          lang === 'zh'
            ? '<p>专人全程代办，材料齐全即受理，办理进度可随时查询。</p>'
            : '<p>A dedicated agent handles your case from start to finish; complete applications are accepted at once and progress can be checked at any time.</p>',
        ]),
      )
      return {
        id: n,
        cityId: city.id,
        category: service.category,
        titleZh: `${city.name.zh}${service.title.zh}`,
        titleEn: `${service.title.en} in ${city.name.en}`,
        ...bilingualColumns({ summary: service.summary, content }),
        cover: imageUrl('service', n),
        ...bilingualColumns({ department, contactName: name }),
        contactPhone: rng.next() < 0.5 ? mobile(rng) : landline(city, rng),
        ...bilingualColumns({ address: city.address }),
        sort,
      }
    }),
  )
}

/** Xiamen has four contacts; the other units their investment-promotion bureau and commerce bureau. */
export function buildContacts(rng: Random): (typeof cityContacts.$inferInsert)[] {
  let n = 0
  return CITIES.flatMap((city) =>
    CONTACT_ROLES.slice(0, city.id === HOME_CITY_ID ? 4 : 2).map((role, sort) => {
      n += 1
      const person = CONTACT_NAMES[n % CONTACT_NAMES.length]
      return {
        id: n,
        cityId: city.id,
        departmentZh: `${city.name.zh}${role.department.zh}`,
        departmentEn: `${city.name.en} ${role.department.en}`,
        ...bilingualColumns({ person, position: role.position }),
        phone: sort % 2 === 0 ? mobile(rng) : landline(city, rng),
        email: `invest${n}@${city.name.en.toLowerCase().replace(/[^a-z]/g, '')}-invest.example.cn`,
        ...bilingualColumns({ address: city.address }),
        sort,
      }
    }),
  )
}

function chapters(city: CitySeed): { title: Text; body: Text }[] {
  const clusterNames = (lang: Lang) => city.clusters.map((c) => c.title[lang]).join(lang === 'zh' ? '、' : ', ')
  const base = [
    {
      title: t('城市概况', 'The city'),
      body: both((lang) =>
        lang === 'zh'
          ? `<p>${city.summary.zh}</p><p>${STAT_YEAR}年地区生产总值${fmt('zh', city.gdp)}亿元，同比增长${city.gdpGrowth}%；常住人口${city.population}万人，面积${fmt('zh', city.landArea)}平方公里。</p>`
          : `<p>${city.summary.en}</p><p>In ${STAT_YEAR} the GDP of ${city.name.en} reached ${fmt('en', Math.round(city.gdp) / 10)} billion yuan, up ${city.gdpGrowth}%; ${fmt('en', city.population * 10_000)} residents live on ${fmt('en', city.landArea)} km².</p>`,
      ),
    },
    {
      title: t('产业方向', 'Industries we invest in'),
      body: both((lang) =>
        lang === 'zh'
          ? `<p>重点发展${clusterNames('zh')}，欢迎产业链上下游企业落户。</p>`
          : `<p>Our priorities are the ${clusterNames('en')}; companies along these chains are welcome.</p>`,
      ),
    },
    HOW_TO_INVEST,
  ]
  if (city.id !== HOME_CITY_ID) return base
  return [...base, ...HOME_CITY_CHAPTERS]
}

export function buildManualChapters(): (typeof manualChapters.$inferInsert)[] {
  let n = 0
  return CITIES.flatMap((city) =>
    chapters(city).map((chapter, sort) => {
      n += 1
      return {
        id: n,
        cityId: city.id,
        ...bilingualColumns({ title: chapter.title }),
        contentZh: sanitizeHtml(chapter.body.zh),
        contentEn: sanitizeHtml(chapter.body.en),
        sort,
      }
    }),
  )
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Tables of the city area whose ids the seed sets (their identity sequences must move past the rows). */
export const CITY_TABLES_WITH_IDS = ['clusters', 'investment_services', 'city_contacts', 'manual_chapters'] as const

/** Member units and their clusters, services, contacts and manual; its own random stream leaves other content unchanged. */
export async function seedCity(tx: Tx, now: Date, seed: number): Promise<void> {
  const rng = createRandom(seed)
  await tx.insert(cities).values(buildCities())
  await tx.insert(clusters).values(buildClusters(now))
  await tx.insert(investmentServices).values(buildServices(rng))
  await tx.insert(cityContacts).values(buildContacts(rng))
  await tx.insert(manualChapters).values(buildManualChapters())
}
