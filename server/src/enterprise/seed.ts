import { sql } from 'drizzle-orm'
import type { enterprises, ProductSpec, products } from './schema'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'
import type { Database } from '../platform/connect'
import { imageUrl } from '../platform/images'
import { INDUSTRIES, type Industry } from '../platform/options.fixtures'
import { optionId } from '../platform/options.seed'
import { bilingualColumns, richText, t, type Text } from '../platform/text'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
type EnterpriseRow = typeof enterprises.$inferInsert
type ProductRow = typeof products.$inferInsert

const FINANCE_INDEX = INDUSTRIES.findIndex((i) => i.label.en === 'Financial Services')

/** Facts, photos and the full introduction of an exhibitor; finance-industry exhibitors are investment institutions. */
export function enterpriseExtras(id: number, industryIndex: number, name: Text, region: Text) {
  const industry = INDUSTRIES[industryIndex]
  const foundedYear = 1992 + ((id * 7) % 30)
  const html = (lang: 'zh' | 'en') =>
    lang === 'zh'
      ? `<p>${name.zh}成立于${foundedYear}年，总部位于${region.zh}，专注于${industry.label.zh}领域的研发、生产与服务。</p>` +
        `<h3>主营业务</h3><ul>${industry.products.map((p) => `<li>${p.zh}</li>`).join('')}</ul>` +
        `<h3>合作方向</h3><p>公司期待在本届投洽会上结识渠道伙伴与投资机构，共同拓展海内外市场。</p>`
      : `<p>${name.en} was founded in ${foundedYear} and is based in ${region.en}. It researches, makes and services products in ${industry.label.en.toLowerCase()}.</p>` +
        `<h3>Business</h3><ul>${industry.products.map((p) => `<li>${p.en}</li>`).join('')}</ul>` +
        `<h3>Looking for</h3><p>At this year's fair the company hopes to meet distribution partners and investors for markets at home and abroad.</p>`
  return {
    ...richText(html),
    images: [imageUrl('exhibition', ((id - 1) % 3) + 1), imageUrl('park', ((id + 4) % 20) + 1)],
    foundedYear,
    investmentInstitution: industryIndex === FINANCE_INDEX,
  } satisfies Partial<EnterpriseRow>
}

const INSTITUTIONS: { name: Text; region: Text; focus: Text }[] = [
  {
    name: t('厦门国际创业投资基金管理有限公司', 'Xiamen International Venture Capital Management Co., Ltd.'),
    region: t('厦门市', 'Xiamen'),
    focus: t('早期科技企业', 'early-stage technology companies'),
  },
  {
    name: t('海峡产业投资基金（福建）有限合伙', 'Straits Industrial Investment Fund (Fujian) LP'),
    region: t('福州市', 'Fuzhou'),
    focus: t('先进制造与新材料', 'advanced manufacturing and materials'),
  },
  {
    name: t('丝路国际资本管理有限公司', 'Silk Road International Capital Management Co., Ltd.'),
    region: t('西安市', "Xi'an"),
    focus: t('跨境并购与"一带一路"项目', 'cross-border M&A and Belt and Road projects'),
  },
  {
    name: t('鹭江绿色发展股权投资基金', 'Lujiang Green Development Equity Fund'),
    region: t('厦门市', 'Xiamen'),
    focus: t('新能源与节能环保', 'new energy and clean technology'),
  },
  {
    name: t('新加坡南洋资本合伙人', 'Nanyang Capital Partners (Singapore)'),
    region: t('新加坡', 'Singapore'),
    focus: t('东南亚消费与物流', 'consumer and logistics businesses in Southeast Asia'),
  },
  {
    name: t('长江健康产业投资有限公司', 'Changjiang Health Industry Investment Co., Ltd.'),
    region: t('武汉市', 'Wuhan'),
    focus: t('生物医药与医疗器械', 'biomedicine and medical devices'),
  },
]

/** Venture funds and investment companies for the investment circle's company list; ids follow the exhibitors'. */
export function buildInvestmentInstitutions(firstId: number): EnterpriseRow[] {
  return INSTITUTIONS.map((institution, index) => {
    const id = firstId + index
    const summary = t(
      `${institution.name.zh}是专注于${institution.focus.zh}的投资机构，可为优质项目提供股权融资与投后服务。`,
      `${institution.name.en} invests in ${institution.focus.en} and offers equity financing and post-investment support.`,
    )
    return {
      id,
      ...bilingualColumns({ name: institution.name, summary }),
      logo: imageUrl('enterprise', id),
      industryId: optionId('industry', FINANCE_INDEX),
      ...bilingualColumns({ region: institution.region }),
      ...enterpriseExtras(id, FINANCE_INDEX, institution.name, institution.region),
      contentZh: sanitizeHtml(
        `<p>${summary.zh}</p><h3>投资方向</h3><p>${institution.focus.zh}</p><h3>合作方式</h3><ul><li>股权投资</li><li>产业并购</li><li>投后增值服务</li></ul>`,
      ),
      contentEn: sanitizeHtml(
        `<p>${summary.en}</p><h3>Focus</h3><p>${institution.focus.en}</p><h3>How we work</h3><ul><li>Equity investment</li><li>Industrial M&amp;A</li><li>Post-investment services</li></ul>`,
      ),
      investmentInstitution: true,
    }
  })
}

/** Specification rows, a second photo and the description of one product. */
export function productExtras(
  id: number,
  product: Text,
  industry: Industry,
  brand: Text,
): Pick<ProductRow, 'images' | 'contentZh' | 'contentEn' | 'specs'> {
  const spec = (label: Text, value: Text): ProductSpec => ({
    ...bilingualColumns({ label, value }),
  })
  const model = `${brand.en.slice(0, 2).toUpperCase()}-${1000 + id * 13}`
  const minimumOrder = [1, 5, 10, 50, 100][id % 5]
  const leadDays = 7 + (id % 4) * 7
  const specs = [
    spec(t('型号', 'Model'), t(model, model)),
    spec(t('起订量', 'Minimum order'), t(`${minimumOrder} 件`, `${minimumOrder} pcs`)),
    spec(t('交货周期', 'Lead time'), t(`${leadDays} 天`, `${leadDays} days`)),
    spec(t('认证', 'Certification'), id % 2 ? t('CE、ISO 9001', 'CE, ISO 9001') : t('ISO 9001', 'ISO 9001')),
  ]
  const html = (lang: 'zh' | 'en') =>
    lang === 'zh'
      ? `<p>${brand.zh}${product.zh}面向${industry.label.zh}客户，稳定可靠，支持按需定制。</p><h3>产品优势</h3><ul><li>核心部件自主研发</li><li>全国联保，48 小时响应</li><li>支持批量采购与海外发货</li></ul>`
      : `<p>The ${brand.en} ${product.en} serves ${industry.label.en.toLowerCase()} customers: dependable, and made to order when needed.</p><h3>Why choose it</h3><ul><li>Core parts designed in-house</li><li>Nationwide warranty with a 48-hour response</li><li>Volume orders and overseas shipping</li></ul>`
  return {
    images: [imageUrl('product', id), imageUrl('product', id + 100)],
    ...richText(html),
    specs,
  }
}

/**
 * Links two of every three projects to an exhibitor of the same industry (alternating between the two such
 * exhibitors), so enterprise homepages list investment projects. Run after projects and enterprises exist.
 */
export async function linkProjectsToEnterprises(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    update projects p set enterprise_id = (
      select e.id from enterprises e
      where e.industry_id = p.industry_id and not e.investment_institution
      order by e.id offset (p.id % 2) limit 1
    )
    where p.id % 3 <> 0`)
}
