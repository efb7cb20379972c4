import { CITIES, type CitySeed } from './data.seed'
import { cities, cityContacts, clusters, investmentServices, manualChapters } from './schema'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'
import type { Database } from '../platform/connect'
import { imageTag, imageUrl } from '../platform/images'
import { optionId } from '../platform/options.seed'
import { createRandom, type Random } from '../platform/random'
import { bilingualColumns, DAY_MS, t, type Text } from '../platform/text'

type Lang = 'zh' | 'en'
type ServiceCategory = (typeof investmentServices.$inferInsert)['category']

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

interface ServiceSeed {
  category: ServiceCategory
  title: Text
  summary: Text
  steps: Text[]
  department: Text
}

const SERVICES: ServiceSeed[] = [
  {
    category: 'registration',
    title: t('企业开办一网通办', 'One-stop company registration'),
    summary: t(
      '营业执照、公章刻制、税务登记与社保开户一次提交，最快半个工作日办结。',
      'Business licence, company seal, tax and social-security registration in one application, done in as little as half a working day.',
    ),
    steps: [
      t('网上提交申请材料', 'Submit the application online'),
      t('窗口或邮寄领取执照和公章', 'Collect the licence and seal at the counter or by post'),
      t('同步完成银行开户预约', 'Book the bank account opening at the same time'),
    ],
    department: t('市场监督管理局', 'Administration for Market Regulation'),
  },
  {
    category: 'talent',
    title: t('高层次人才引进服务', 'High-level talent services'),
    summary: t(
      '为引进的高层次人才提供安家补贴、子女入学、医疗保障等“一卡通”服务。',
      'Housing subsidies, school places and healthcare for recruited high-level talent through a single service card.',
    ),
    steps: [
      t('用人单位提交人才认定申请', 'The employer applies for talent certification'),
      t('人社部门审核认定', 'The human resources bureau reviews the application'),
      t('发放人才服务卡并兑现政策', 'A service card is issued and benefits are paid'),
    ],
    department: t('人力资源和社会保障局', 'Human Resources and Social Security Bureau'),
  },
  {
    category: 'finance',
    title: t('产业基金与融资对接', 'Industry funds and financing'),
    summary: t(
      '政府引导基金、增信担保与银企对接会，帮助落地项目解决融资需求。',
      'Government guidance funds, credit guarantees and bank matchmaking help new projects raise finance.',
    ),
    steps: [
      t('提交项目融资需求', 'Describe your financing needs'),
      t('基金与银行初步对接', 'Funds and banks review the project'),
      t('尽职调查与投资决策', 'Due diligence and investment decision'),
    ],
    department: t('地方金融管理局', 'Local Financial Regulatory Bureau'),
  },
  {
    category: 'land',
    title: t('产业用地与标准厂房', 'Industrial land and standard factories'),
    summary: t(
      '提供“标准地”出让、弹性年期供地与标准厂房租赁，拿地即开工。',
      'Ready-to-build “standard land”, flexible lease terms and standard factory rental so work can start on day one.',
    ),
    steps: [
      t('提出用地或厂房需求', 'State your land or factory needs'),
      t('园区推荐可选地块和载体', 'Parks propose available plots and premises'),
      t('签订投资协议与供地合同', 'Sign the investment agreement and land contract'),
    ],
    department: t('自然资源和规划局', 'Natural Resources and Planning Bureau'),
  },
  {
    category: 'tax',
    title: t('税费政策辅导', 'Tax policy guidance'),
    summary: t(
      '研发费用加计扣除、高新技术企业优惠等政策专人辅导，办税“非接触式”。',
      'One-to-one guidance on R&D super-deductions and high-tech enterprise incentives, with contact-free tax filing.',
    ),
    steps: [
      t('预约税务专员', 'Book a tax adviser'),
      t('政策匹配与申报辅导', 'Match incentives and prepare filings'),
      t('线上申报并跟踪进度', 'File online and track progress'),
    ],
    department: t('税务局', 'Tax Service'),
  },
  {
    category: 'trade',
    title: t('外贸通关便利服务', 'Trade and customs facilitation'),
    summary: t(
      '国际贸易“单一窗口”、两步申报与跨境电商通关服务，压缩整体通关时间。',
      'Single-window international trade, two-step declaration and cross-border e-commerce clearance cut customs time.',
    ),
    steps: [
      t('注册单一窗口账户', 'Register on the single window'),
      t('提前申报与预约查验', 'Declare in advance and book inspection'),
      t('货物放行与退税办理', 'Release of goods and tax refund'),
    ],
    department: t('商务局', 'Bureau of Commerce'),
  },
]

const CONTACT_NAMES: Text[] = [
  t('陈志强', 'Chen Zhiqiang'),
  t('林晓燕', 'Lin Xiaoyan'),
  t('黄伟', 'Huang Wei'),
  t('郑丽娟', 'Zheng Lijuan'),
  t('吴建平', 'Wu Jianping'),
  t('许文静', 'Xu Wenjing'),
]

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

const CONTACT_ROLES: { department: Text; position: Text }[] = [
  {
    department: t('投资促进局', 'Investment Promotion Bureau'),
    position: t('招商一处处长', 'Director, Investment Division I'),
  },
  { department: t('商务局', 'Bureau of Commerce'), position: t('外资科科长', 'Head, Foreign Investment Section') },
  {
    department: t('火炬高技术产业开发区管委会', 'Torch Hi-tech Zone Administration'),
    position: t('招商服务中心主任', 'Head, Investor Service Centre'),
  },
  {
    department: t('自由贸易试验区管委会', 'Pilot Free Trade Zone Administration'),
    position: t('企业服务专员', 'Investor Relations Officer'),
  },
]

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
    {
      title: t('投资流程', 'How to invest'),
      body: both((lang) =>
        lang === 'zh'
          ? '<ol><li>项目洽谈与考察</li><li>签订投资协议</li><li>企业注册与用地手续</li><li>规划许可与施工许可</li><li>建设投产与政策兑现</li></ol>'
          : '<ol><li>Talks and site visits</li><li>Investment agreement</li><li>Company registration and land procedures</li><li>Planning and construction permits</li><li>Construction, start of production and incentives</li></ol>',
      ),
    },
  ]
  if (city.id !== HOME_CITY_ID) return base
  return [
    ...base,
    {
      title: t('要素成本', 'Operating costs'),
      body: both((lang) =>
        lang === 'zh'
          ? '<ul><li>工业用电：0.52–0.86元/千瓦时</li><li>工业用水：3.2–4.5元/吨</li><li>标准厂房租金：18–35元/平方米·月</li><li>本科毕业生平均月薪：约7,500元</li></ul>'
          : '<ul><li>Industrial power: 0.52–0.86 yuan per kWh</li><li>Industrial water: 3.2–4.5 yuan per ton</li><li>Standard factory rent: 18–35 yuan per m² per month</li><li>Graduate salary: about 7,500 yuan per month</li></ul>',
      ),
    },
    {
      title: t('扶持政策', 'Incentives'),
      body: both((lang) =>
        lang === 'zh'
          ? '<p>对新落地的先进制造业项目，按设备投资额给予最高10%的补助；对新设立的总部企业给予最高3000万元落户奖励；对高层次人才给予最高500万元安家补贴。</p>'
          : '<p>New advanced-manufacturing projects may receive up to 10% of their equipment investment; new headquarters up to 30 million yuan; high-level talent up to 5 million yuan in housing support.</p>',
      ),
    },
  ]
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
