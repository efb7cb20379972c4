// The material centre's demo catalogue: its categories and documents, with the text of the PDFs generated for them.
import type { PdfPage } from './pdf.seed'
import { t, type Text } from '../platform/text'

/** A category of the material centre. */
export interface CatalogueCategory {
  id: number
  label: Text
}

export const FILE_CATEGORIES: readonly CatalogueCategory[] = [
  { id: 1, label: t('展会指南', 'Fair guide') },
  { id: 2, label: t('参展手册', 'Exhibitor manual') },
  { id: 3, label: t('投资报告', 'Investment reports') },
  { id: 4, label: t('政策文件', 'Policy documents') },
  { id: 5, label: t('论坛资料', 'Forum materials') },
]

/** A document of the material centre. */
export interface CatalogueDocument {
  categoryId: number
  title: Text
  /** The file name under /static/files/ (a PDF), or a placeholder image URL for image documents. */
  file: string
  /** Days before the seed date it was published. */
  age: number
  /** The PDF's text, in English (the standard PDF fonts have no Chinese glyphs). */
  pages?: PdfPage[]
}

const FAIR = 'China International Fair for Investment and Trade (CIFIT) 2026 - Xiamen, 8-11 September'

const page = (title: string, ...paragraphs: string[]): PdfPage => ({ title, subtitle: FAIR, paragraphs })

/** The material centre's documents; every PDF here is generated into server/static/files by files-write-pdfs. */
export const FILE_DOCUMENTS: readonly CatalogueDocument[] = [
  {
    categoryId: 1,
    age: 2,
    file: 'fair-guide-2026.pdf',
    title: t('2026投洽会参会指南', 'CIFIT 2026 Visitor Guide'),
    pages: [
      page(
        'CIFIT 2026 Visitor Guide',
        'The fair opens at the Xiamen International Conference and Exhibition Center from 8 to 11 September. Halls A to C host the investment promotion zone, halls D and E the international pavilions.',
        'Registered visitors collect their badge at the North Gate service centre with the QR code from the app. Bring a passport or national ID card; badges are personal and cannot be transferred.',
        'Opening hours: 9:00 to 17:00 daily, closing at 15:00 on the last day. Shuttle buses run every 15 minutes from the Xiamen Gaoqi Airport T3 and the Xiamen North railway station.',
      ),
      page(
        'Services on site',
        'Free Wi-Fi (network CIFIT-2026), luggage storage at the North and East Gates, a first-aid station in hall B and prayer rooms on level 2 of the conference centre.',
        'Matchmaking desks in every hall book one-to-one meetings with exhibitors and investment agencies; bookings made in the app appear in the My page.',
      ),
    ],
  },
  {
    categoryId: 1,
    age: 5,
    file: 'traffic-guide-2026.pdf',
    title: t('交通与住宿指引', 'Transport and Accommodation Guide'),
    pages: [
      page(
        'Transport and Accommodation Guide',
        'Metro line 1 stops at Convention Center station, a five-minute walk from the South Gate. Taxi stands are at the East Gate; ride-hailing pick-up is on Huandao East Road.',
        'Twelve partner hotels offer fair rates from 480 yuan per night, breakfast included, with a free shuttle to the venue every morning from 8:00.',
        'Parking for registered exhibitors is in the P3 and P5 lots; visitors are asked to use public transport during the fair days.',
      ),
    ],
  },
  {
    categoryId: 1,
    age: 8,
    file: 'schedule-2026.pdf',
    title: t('展会日程总览', 'Fair Schedule at a Glance'),
    pages: [
      page(
        'Fair Schedule at a Glance',
        '8 September: opening ceremony and the International Investment Forum. 9 September: investment promotion conferences of the member cities and the Silk Road investment dialogue.',
        '10 September: industry chain matchmaking for new energy, biomedicine and the digital economy. 11 September: signing ceremony of major projects and the closing press conference.',
        'The full programme with rooms and speakers is in the app under Meetings; changes are announced there first.',
      ),
    ],
  },
  {
    categoryId: 2,
    age: 3,
    file: 'exhibitor-manual-2026.pdf',
    title: t('2026参展商手册', 'CIFIT 2026 Exhibitor Manual'),
    pages: [
      page(
        'CIFIT 2026 Exhibitor Manual',
        'Move-in for raw-space stands runs from 4 to 6 September, shell-scheme stands from 6 September at 8:00. All stand designs must be approved by the official contractor before 15 August.',
        'Stand height is limited to 4.5 metres in halls A to C and 6 metres in hall D. Two-storey stands need a structural certificate from a registered engineer.',
      ),
      page(
        'Deadlines and contacts',
        'Badge applications close on 25 August. Electrical, water and compressed-air orders placed after 20 August carry a 30 percent surcharge.',
        'The exhibitor service centre is at the East Gate, open daily from 7:30 to 19:00 during move-in and the fair.',
      ),
    ],
  },
  {
    categoryId: 2,
    age: 6,
    file: 'booth-construction-rules.pdf',
    title: t('展位搭建安全管理规定', 'Stand Construction Safety Rules'),
    pages: [
      page(
        'Stand Construction Safety Rules',
        'All materials must be fire-retardant to class B1 or better; certificates are checked on move-in. Open flames, gas cylinders and helium balloons are not allowed in the halls.',
        'Contractors wear hard hats and safety harnesses for any work above 2 metres. Electrical work is done by licensed electricians of the official contractor only.',
        "Aisles and fire exits stay clear at all times; goods left in aisles are removed at the exhibitor's cost.",
      ),
    ],
  },
  {
    categoryId: 2,
    age: 9,
    file: 'logistics-guide.pdf',
    title: t('展品运输与报关指南', 'Exhibit Shipping and Customs Guide'),
    pages: [
      page(
        'Exhibit Shipping and Customs Guide',
        'International exhibits enter under an ATA carnet or as temporary imports cleared by the official forwarder. Send the packing list and invoice at least 30 days before the fair.',
        "Exhibits sold during the fair are cleared as regular imports with duties and VAT; the forwarder's desk in hall E handles the paperwork on site.",
        'Empty crates are stored by the forwarder and returned on the last day from 16:00.',
      ),
    ],
  },
  {
    categoryId: 3,
    age: 4,
    file: 'world-investment-report-2026.pdf',
    title: t('2026世界投资报告（摘要）', 'World Investment Report 2026 (Summary)'),
    pages: [
      page(
        'World Investment Report 2026 - Summary',
        'Global foreign direct investment grew 4 percent in 2025 to an estimated 1.4 trillion US dollars, led by greenfield projects in renewable energy, semiconductors and data centres.',
        'Developing Asia remained the largest recipient region. Announced greenfield projects in South-East Asia rose by a fifth, while international project finance deals declined for a third year.',
        'Sustainable investment funds and special economic zones continue to shape where manufacturing capacity moves.',
      ),
    ],
  },
  {
    categoryId: 3,
    age: 10,
    file: 'china-fdi-outlook.pdf',
    title: t('中国利用外资发展报告', 'Foreign Investment in China: Outlook'),
    pages: [
      page(
        'Foreign Investment in China: Outlook',
        'High-tech manufacturing and R&D services took a growing share of actual foreign investment, while the number of newly established foreign-invested enterprises rose year on year.',
        'The shortened negative list and the opening of telecom and healthcare pilots widen the sectors open to foreign capital.',
        'Free trade pilot zones accounted for nearly a fifth of foreign investment with a small share of the land area.',
      ),
    ],
  },
  {
    categoryId: 3,
    age: 14,
    file: 'new-energy-industry-report.pdf',
    title: t('新能源产业投资机会研究', 'New Energy Industry: Investment Opportunities'),
    pages: [
      page(
        'New Energy Industry: Investment Opportunities',
        'Battery storage, hydrogen fuel cells and offshore wind lead the project pipeline presented at the fair. Coastal provinces offer grid connection and port logistics for heavy equipment.',
        'Typical incentives include land at industrial base prices, equipment subsidies of up to 10 percent and three years of reduced local tax.',
        'The report lists 36 projects seeking partners, with total investment of about 52 billion yuan.',
      ),
    ],
  },
  {
    categoryId: 3,
    age: 18,
    file: 'biomedicine-cluster-report.pdf',
    title: t('生物医药产业集群发展报告', 'Biomedicine Cluster Development Report'),
    pages: [
      page(
        'Biomedicine Cluster Development Report',
        'Clusters in Xiamen, Suzhou and Chengdu combine clinical research hospitals, contract manufacturing and shared GMP pilot plants for start-ups.',
        'Fast-track review for innovative medical devices and bonded import of research reagents shorten the time to market.',
        'Investors are invited to the biomedicine matchmaking session on 10 September.',
      ),
    ],
  },
  {
    categoryId: 4,
    age: 7,
    file: 'foreign-investment-law-guide.pdf',
    title: t('外商投资法实施指引', 'Foreign Investment Law: Practical Guide'),
    pages: [
      page(
        'Foreign Investment Law: Practical Guide',
        'Foreign investors receive national treatment before establishment, with a negative list of restricted and prohibited sectors. Outside the list, registration follows the same rules as domestic companies.',
        'Information reports are filed online through the enterprise registration system; no separate approval is needed.',
        'Complaints about administrative measures go to the foreign investment complaint centres at provincial level.',
      ),
    ],
  },
  {
    categoryId: 4,
    age: 12,
    file: 'ftz-policy-brief.pdf',
    title: t('自由贸易试验区政策解读', 'Free Trade Zone Policy Brief'),
    pages: [
      page(
        'Free Trade Zone Policy Brief',
        'Pilot free trade zones offer streamlined customs for bonded maintenance, cross-border e-commerce and financial leasing, and a shorter negative list for foreign investment.',
        'Qualified enterprises may settle cross-border payments in renminbi and use free trade accounts.',
        'The brief compares the policies of the Fujian, Shanghai and Hainan zones.',
      ),
    ],
  },
  {
    categoryId: 4,
    age: 20,
    file: 'talent-policy-summary.pdf',
    title: t('人才引进政策汇编', 'Talent Attraction Policies: Summary'),
    pages: [
      page(
        'Talent Attraction Policies: Summary',
        'Foreign professionals qualify for work permits of up to five years; high-level talent applies for permanent residence after three years of work.',
        "Cities support housing, children's schooling and start-up funding for teams that move with an investment project.",
      ),
    ],
  },
  {
    categoryId: 5,
    age: 1,
    file: 'forum-agenda-2026.pdf',
    title: t('国际投资论坛议程', 'International Investment Forum Agenda'),
    pages: [
      page(
        'International Investment Forum Agenda',
        '9:30 Opening remarks. 10:00 Keynote: investment in the green transition. 11:00 Panel: supply chains and regional cooperation.',
        '14:00 Parallel sessions on the digital economy, biomedicine and new energy. 16:30 Release of the World Investment Report 2026 findings.',
        'Simultaneous interpretation in Chinese and English is available in the main hall.',
      ),
    ],
  },
  {
    categoryId: 5,
    age: 11,
    file: 'silk-road-dialogue-brief.pdf',
    title: t('丝路投资对话会背景材料', 'Silk Road Investment Dialogue: Background'),
    pages: [
      page(
        'Silk Road Investment Dialogue: Background',
        'The dialogue brings together investment agencies of Belt and Road partner countries with Chinese industrial parks and project owners.',
        'Sessions cover overseas industrial parks, infrastructure finance and risk management for outbound investment.',
      ),
    ],
  },
  {
    categoryId: 1,
    age: 13,
    file: '/static/img/exhibition-1.svg',
    title: t('展馆平面图', 'Venue Floor Plan'),
  },
]
