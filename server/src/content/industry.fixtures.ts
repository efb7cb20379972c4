// The industrial interpretations (an industry's chain, strengths and openings) and the park roadshows' pitches.
import { t, type Text } from '../platform/text'

/** An interpretation: its industry (an INDUSTRIES index), its chain, the local strengths and where investment fits. */
export type IndustryReport = [
  industry: number,
  title: Text,
  summary: Text,
  chain: Text,
  strengths: Text,
  openings: readonly Text[],
]

/** The industrial interpretations, one industry each. */
export const REPORTS: readonly IndustryReport[] = [
  [
    0,
    t('集成电路产业链解读：从设计到封测的厦门机会', 'Integrated circuits: Xiamen’s openings from design to packaging'),
    t(
      '厦门已形成设计、制造、封测和装备材料的完整链条，封测与化合物半导体是招商重点。',
      'Xiamen now covers design, fabrication, packaging and materials; packaging and compound semiconductors are the focus.',
    ),
    t(
      '产业链上游为EDA、IP与材料，中游为晶圆制造，下游为封装测试与终端应用。',
      'Upstream are EDA tools, IP and materials; midstream wafer fabrication; downstream packaging, testing and end uses.',
    ),
    t(
      '2025年全市集成电路产值突破800亿元，火炬高新区集聚企业300余家。',
      'Output passed CNY 80 billion in 2025, with more than 300 firms in the Torch Hi-tech Zone.',
    ),
    [
      t('先进封装与测试', 'Advanced packaging and testing'),
      t('第三代半导体材料', 'Third-generation semiconductor materials'),
      t('车规级芯片设计', 'Automotive chip design'),
    ],
  ],
  [
    3,
    t('新能源产业解读：储能与动力电池的下一程', 'New energy: the next leg for storage and power batteries'),
    t(
      '锂电池、储能系统与新能源汽车零部件三条赛道齐头并进。',
      'Lithium batteries, storage systems and EV parts are growing together.',
    ),
    t(
      '上游锂矿与正负极材料，中游电芯与系统集成，下游储能电站与整车。',
      'Upstream lithium and electrode materials; midstream cells and system integration; downstream storage plants and vehicles.',
    ),
    t(
      '宁德、厦门两地形成千亿级动力电池集群，配套企业超过500家。',
      'Ningde and Xiamen form a battery cluster worth over CNY 100 billion with more than 500 suppliers.',
    ),
    [
      t('工商业储能系统集成', 'Commercial storage integration'),
      t('电池回收与梯次利用', 'Battery recycling and second life'),
      t('固态电池中试线', 'Solid-state battery pilot lines'),
    ],
  ],
  [
    2,
    t('生物医药产业解读：海沧生物医药港的集群效应', 'Biomedicine: the cluster effect of the Haicang biomedical hub'),
    t(
      '以疫苗、体外诊断和高端医疗器械为特色，研发外包服务需求旺盛。',
      'Known for vaccines, diagnostics and advanced devices, with strong demand for contract research.',
    ),
    t(
      '研发（CRO）、生产（CMO/CDMO）、流通与临床应用环环相扣。',
      'Research (CRO), manufacturing (CMO/CDMO), distribution and clinical use link up.',
    ),
    t(
      '海沧生物医药港集聚企业400余家，2025年产值增长15%。',
      'The Haicang hub gathers more than 400 firms; its output grew 15% in 2025.',
    ),
    [
      t('细胞与基因治疗', 'Cell and gene therapy'),
      t('高端医疗器械', 'Advanced medical devices'),
      t('医药研发外包', 'Pharmaceutical contract research'),
    ],
  ],
  [
    8,
    t('数字经济产业解读：算力、数据与场景', 'The digital economy: computing power, data and use cases'),
    t(
      '围绕智能算力中心、数据要素市场和行业场景开放布局项目。',
      'Projects grow around intelligent computing centres, a data market and industry use cases.',
    ),
    t(
      '基础设施、数据资源、平台软件与行业应用四个环节。',
      'Four links: infrastructure, data resources, platform software and industry applications.',
    ),
    t(
      '厦门数字经济规模占GDP比重超过50%，开放政务、港口、文旅等应用场景。',
      'The digital economy is over half of Xiamen’s GDP, with government, port and tourism use cases open to firms.',
    ),
    [
      t('行业大模型应用', 'Industry AI model applications'),
      t('数据标注与交易服务', 'Data labelling and trading'),
      t('智慧港口解决方案', 'Smart port solutions'),
    ],
  ],
  [
    5,
    t('现代物流产业解读：海丝枢纽与跨境供应链', 'Logistics: a Maritime Silk Road hub and cross-border supply chains'),
    t(
      '依托厦门港与中欧班列，发展跨境电商物流与冷链。',
      'Built on Xiamen port and the China–Europe trains, cross-border e-commerce logistics and cold chains grow.',
    ),
    t(
      '港口、干线运输、仓储配送与供应链金融协同发展。',
      'Port, trunk transport, warehousing and supply-chain finance grow together.',
    ),
    t(
      '厦门港集装箱吞吐量超过1200万标箱，跨境电商包裹年均增长30%。',
      'Xiamen port handles over 12 million TEU; cross-border parcels grow 30% a year.',
    ),
    [t('海外仓与跨境物流', 'Overseas warehouses and cross-border logistics'), t('冷链物流中心', 'Cold-chain centres')],
  ],
]

/** Who presents a recommended park roadshow and why the park is recommended, in the order of the roadshow videos. */
export const REASONS: readonly [presenter: Text, reason: Text][] = [
  [
    t('园区招商部 林经理', 'Ms Lin, investment department'),
    t('标准厂房即租即用，半导体配套完善。', 'Standard plants ready to rent, with a full semiconductor supply chain.'),
  ],
  [
    t('园区管委会 陈主任', 'Mr Chen, park administration'),
    t('港口直通，适合外向型制造企业。', 'Direct port access: right for export manufacturers.'),
  ],
  [
    t('园区运营公司 黄总', 'Mr Huang, park operator'),
    t(
      '研发楼与中试基地一体，生物医药企业首选。',
      'R&D buildings and pilot plants together: a first choice for biomedical firms.',
    ),
  ],
  [
    t('园区招商局 郑局长', 'Director Zheng, park investment bureau'),
    t('新能源产业链上下游集聚，电价优惠。', 'The new energy chain is in one place, with lower power prices.'),
  ],
]

/** Who publishes the interpretations. */
export const REPORT_SOURCE = t('厦门市投资促进中心', 'Xiamen Investment Promotion Centre')
