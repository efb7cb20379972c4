// The member units of the demo: Xiamen, the other cities and units, with their key figures and industrial clusters.
import type { CityGroup } from '../../../src/contract/city.codes'
import { t, type Text } from '../platform/text'

/** A cluster a member city is known for: its industry (index into INDUSTRIES), name, pitch and leading firms. */
export interface ClusterSeed {
  industry: number
  title: Text
  summary: Text
  output: number
  enterprises: number
  leaders: readonly Text[]
}

/** A member unit with its real-world key figures (approximate, latest published year). */
export interface CitySeed {
  id: number
  name: Text
  group: CityGroup
  slogan: Text
  summary: Text
  highlights: readonly Text[]
  gdp: number
  gdpGrowth: number
  population: number
  landArea: number
  address: Text
  hotline: string
  /** The area code's prefix for landlines, e.g. '0592'. */
  areaCode: string
  clusters: readonly ClusterSeed[]
}

const c = (
  industry: number,
  title: Text,
  summary: Text,
  output: number,
  enterprises: number,
  leaders: readonly Text[],
): ClusterSeed => ({
  industry,
  title,
  summary,
  output,
  enterprises,
  leaders,
})

// Industry indices (options.fixtures INDUSTRIES): 0 IT, 1 equipment, 2 biomedicine, 3 new energy, 4 materials,
// 5 logistics, 6 culture and tourism, 7 agriculture, 8 digital economy, 9 financial services.

export const CITIES: readonly CitySeed[] = [
  {
    id: 350200,
    name: t('厦门', 'Xiamen'),
    group: 'xiamen',
    slogan: t('高素质高颜值现代化国际化城市', 'A modern, international city of quality and beauty'),
    summary: t(
      '厦门是中国最早设立的经济特区之一，也是中国国际投资贸易洽谈会的永久举办地。这里拥有国际航运枢纽港、自由贸易试验区和两岸融合发展示范区，营商环境连续多年位居全国前列。',
      'Xiamen is one of China’s first special economic zones and the permanent home of the China International Fair for Investment and Trade. It combines an international shipping hub, a pilot free trade zone and a cross-Strait integration zone, and its business environment has ranked among China’s best for years.',
    ),
    highlights: [
      t(
        '厦门港集装箱吞吐量超过1200万标箱，开通国际航线180余条。',
        'The Port of Xiamen handles over 12 million TEU a year on more than 180 international routes.',
      ),
      t(
        '平板显示、计算机与通讯设备、软件信息服务等12条千亿产业链群。',
        'Twelve industrial chains of over 100 billion yuan each, including flat-panel displays, computers and communications equipment, and software.',
      ),
      t(
        '“i厦门”一站式政务服务，企业开办最快半个工作日。',
        'One-stop “iXiamen” government services: a company can be set up in half a working day.',
      ),
    ],
    gdp: 8589.01,
    gdpGrowth: 5.5,
    population: 535.0,
    landArea: 1700,
    address: t(
      '厦门市思明区湖滨北路61号市政务中心',
      'Municipal Government Centre, 61 Hubin North Road, Siming District, Xiamen',
    ),
    hotline: '0592-5315678',
    areaCode: '0592',
    clusters: [
      c(
        0,
        t('平板显示产业集群', 'Flat-panel Display Cluster'),
        t(
          '从玻璃基板、面板到模组整机的完整平板显示产业链，是国家级战略性新兴产业集群。',
          'A complete flat-panel chain from glass substrates and panels to modules and devices; a national strategic emerging-industry cluster.',
        ),
        1850,
        260,
        [t('天马微电子', 'Tianma Microelectronics'), t('冠捷科技', 'TPV Technology'), t('宸鸿科技', 'TPK Holding')],
      ),
      c(
        0,
        t('半导体和集成电路产业集群', 'Semiconductor and IC Cluster'),
        t(
          '覆盖设计、制造、封测与装备材料，海沧、同安两大集成电路产业园协同发展。',
          'Design, fabrication, packaging and testing, equipment and materials, built around the Haicang and Tong’an IC parks.',
        ),
        680,
        310,
        [
          t('联芯集成电路', 'United Semiconductor Xiamen'),
          t('通富微电', 'Tongfu Microelectronics'),
          t('士兰微电子', 'Silan Microelectronics'),
        ],
      ),
      c(
        8,
        t('软件和信息服务产业集群', 'Software and Information Services Cluster'),
        t(
          '以厦门软件园三期为核心，聚集游戏动漫、人工智能、大数据等企业近万家。',
          'Centred on Xiamen Software Park Phase III, with nearly 10,000 firms in games and animation, AI and big data.',
        ),
        1720,
        9800,
        [t('美图公司', 'Meitu'), t('美亚柏科', 'Meiya Pico'), t('吉比特', 'G-bits Network')],
      ),
      c(
        2,
        t('生物医药产业集群', 'Biomedicine Cluster'),
        t(
          '以海沧生物医药港为载体，在体外诊断、疫苗与创新药领域形成全国影响力。',
          'Based in Haicang Biomedical Port, with national standing in in-vitro diagnostics, vaccines and innovative drugs.',
        ),
        1160,
        1400,
        [t('万泰沧海生物', 'Innovax Biotech'), t('艾德生物', 'Amoy Diagnostics'), t('特宝生物', 'Amoytop Biotech')],
      ),
      c(
        3,
        t('新能源产业集群', 'New Energy Cluster'),
        t(
          '围绕动力电池、储能与光伏，形成从正负极材料到系统集成的产业生态。',
          'Power batteries, energy storage and solar, from cathode and anode materials to system integration.',
        ),
        1420,
        180,
        [t('厦门新能安', 'Xiamen Ampace'), t('海辰储能', 'HiTHIUM'), t('厦钨新能源', 'XTC New Energy')],
      ),
      c(
        1,
        t('航空维修与高端装备产业集群', 'Aviation Maintenance and Equipment Cluster'),
        t(
          '亚洲规模领先的航空维修基地，同时集聚工程机械、电力电器等装备制造企业。',
          'One of Asia’s leading aircraft maintenance bases, alongside construction machinery and electrical equipment makers.',
        ),
        960,
        220,
        [
          t('太古飞机工程', 'HAECO Xiamen'),
          t('厦门厦工', 'XGMA Machinery'),
          t('ABB厦门工业中心', 'ABB Xiamen Industrial Centre'),
        ],
      ),
      c(
        5,
        t('现代物流与航运产业集群', 'Logistics and Shipping Cluster'),
        t(
          '依托东南国际航运中心，发展港口物流、冷链物流、跨境电商与供应链管理。',
          'Port logistics, cold chain, cross-border e-commerce and supply-chain management around the Southeast International Shipping Centre.',
        ),
        2100,
        3200,
        [t('建发股份', 'C&D Inc.'), t('国贸控股', 'ITG Holding'), t('象屿集团', 'Xiangyu Group')],
      ),
      c(
        9,
        t('金融服务产业集群', 'Financial Services Cluster'),
        t(
          '两岸区域性金融服务中心，集聚银行、证券、保险与股权投资机构。',
          'A regional cross-Strait financial centre with banks, securities firms, insurers and private equity.',
        ),
        1050,
        860,
        [
          t('厦门国际银行', 'Xiamen International Bank'),
          t('厦门银行', 'Bank of Xiamen'),
          t('金圆集团', 'Xiamen Jinyuan Group'),
        ],
      ),
    ],
  },
  {
    id: 350100,
    name: t('福州', 'Fuzhou'),
    group: 'fujian',
    slogan: t('有福之州 幸福之城', 'Fuzhou, the city of fortune and happiness'),
    summary: t(
      '福建省会，数字中国建设峰会永久举办地，数字经济、纺织化纤与新能源产业基础雄厚。',
      'Capital of Fujian and permanent host of the Digital China Summit, strong in the digital economy, textiles and chemical fibres, and new energy.',
    ),
    highlights: [
      t('数字经济规模占GDP比重超过50%。', 'The digital economy makes up over half of GDP.'),
      t('江阴港区是全国重要的化工新材料基地。', 'Jiangyin port area is a major base for new chemical materials.'),
    ],
    gdp: 14237.35,
    gdpGrowth: 5.6,
    population: 847.0,
    landArea: 11968,
    address: t('福州市鼓楼区乌山路96号', '96 Wushan Road, Gulou District, Fuzhou'),
    hotline: '0591-87112345',
    areaCode: '0591',
    clusters: [
      c(
        8,
        t('数字经济产业集群', 'Digital Economy Cluster'),
        t(
          '以福州软件园、滨海新城大数据产业园为核心的数字产业集群。',
          'Digital industries around Fuzhou Software Park and the Binhai New City big-data park.',
        ),
        3100,
        2600,
        [t('新大陆科技', 'Newland Technology'), t('网龙网络', 'NetDragon'), t('福昕软件', 'Foxit Software')],
      ),
      c(
        4,
        t('纺织化纤产业集群', 'Textile and Chemical Fibre Cluster'),
        t(
          '从己内酰胺到锦纶、氨纶的全国重要化纤产业基地。',
          'A major national base from caprolactam to nylon and spandex.',
        ),
        2800,
        540,
        [t('永荣控股', 'Yongrong Holdings'), t('恒申集团', 'Highsun Group'), t('长乐力恒', 'Lealea Group')],
      ),
    ],
  },
  {
    id: 350500,
    name: t('泉州', 'Quanzhou'),
    group: 'fujian',
    slogan: t('宋元中国的世界海洋商贸中心', 'Emporium of the World in Song-Yuan China'),
    summary: t(
      '世界文化遗产城市，民营经济活跃，鞋服、纺织、石化与建材产业集群规模居全国前列。',
      'A World Heritage city with a vibrant private sector and nationally leading clusters in footwear and apparel, textiles, petrochemicals and building materials.',
    ),
    highlights: [
      t('拥有安踏、特步、361°等知名运动品牌。', 'Home to sportswear brands such as Anta, Xtep and 361°.'),
      t(
        '泉港、泉惠石化园区形成千亿级石化产业。',
        'The Quangang and Quanhui parks form a petrochemical industry worth over 100 billion yuan.',
      ),
    ],
    gdp: 12925.0,
    gdpGrowth: 5.1,
    population: 889.0,
    landArea: 11015,
    address: t('泉州市丰泽区东海街道行政中心', 'Administrative Centre, Donghai Subdistrict, Fengze District, Quanzhou'),
    hotline: '0595-22512345',
    areaCode: '0595',
    clusters: [
      c(
        4,
        t('鞋服纺织产业集群', 'Footwear and Apparel Cluster'),
        t('全球重要的运动鞋服生产和品牌运营基地。', 'A global base for making and branding sportswear.'),
        5200,
        6800,
        [t('安踏体育', 'Anta Sports'), t('特步国际', 'Xtep International'), t('361度', '361 Degrees')],
      ),
      c(
        4,
        t('石油化工产业集群', 'Petrochemicals Cluster'),
        t('炼化一体化与下游新材料协同发展。', 'Integrated refining with downstream new materials.'),
        2300,
        120,
        [t('福建联合石化', 'Fujian Refining & Petrochemical'), t('中化泉州石化', 'Sinochem Quanzhou')],
      ),
    ],
  },
  {
    id: 350600,
    name: t('漳州', 'Zhangzhou'),
    group: 'fujian',
    slogan: t('田园都市 生态之城', 'A garden city in harmony with nature'),
    summary: t(
      '海峡西岸重要的现代农业和食品加工基地，古雷石化基地是台湾海峡西岸的重大石化项目集聚区。',
      'A leading modern agriculture and food-processing base; the Gulei petrochemical base anchors major projects on the western shore of the Strait.',
    ),
    highlights: [
      t('食品产业产值超过两千亿元。', 'Food industry output exceeds 200 billion yuan.'),
      t(
        '古雷港经济开发区为国家级石化产业基地。',
        'Gulei Port Economic Development Zone is a national petrochemical base.',
      ),
    ],
    gdp: 5975.0,
    gdpGrowth: 5.4,
    population: 509.0,
    landArea: 12874,
    address: t('漳州市芗城区胜利西路1号', '1 Shengli West Road, Xiangcheng District, Zhangzhou'),
    hotline: '0596-2912345',
    areaCode: '0596',
    clusters: [
      c(
        7,
        t('绿色食品产业集群', 'Green Food Cluster'),
        t(
          '罐头、休闲食品与预制菜加工，出口覆盖一百多个国家和地区。',
          'Canned, snack and prepared foods exported to over 100 countries and regions.',
        ),
        2100,
        1300,
        [t('紫山集团', 'Zishan Group'), t('达利食品', 'Dali Foods')],
      ),
      c(
        4,
        t('古雷石化产业集群', 'Gulei Petrochemical Cluster'),
        t('以乙烯、芳烃为龙头的世界级石化基地。', 'A world-class petrochemical base led by ethylene and aromatics.'),
        1200,
        60,
        [t('古雷石化', 'Gulei Petrochemical'), t('福海创石化', 'Fuhaichuang Petrochemical')],
      ),
    ],
  },
  {
    id: 350300,
    name: t('莆田', 'Putian'),
    group: 'fujian',
    slogan: t('妈祖故里 木雕之乡', 'Hometown of Mazu and of wood carving'),
    summary: t(
      '湄洲湾港口条件优越，鞋业、工艺美术与电子信息产业特色鲜明。',
      'With excellent ports on Meizhou Bay, Putian is known for footwear, arts and crafts, and electronics.',
    ),
    highlights: [t('工艺美术产业年产值超过千亿元。', 'Arts and crafts output tops 100 billion yuan a year.')],
    gdp: 3200.0,
    gdpGrowth: 4.8,
    population: 322.0,
    landArea: 4200,
    address: t('莆田市城厢区东园西路1号', '1 Dongyuan West Road, Chengxiang District, Putian'),
    hotline: '0594-2612345',
    areaCode: '0594',
    clusters: [
      c(
        6,
        t('工艺美术产业集群', 'Arts and Crafts Cluster'),
        t('木雕、油画、金银珠宝加工产业集聚。', 'Wood carving, oil painting and jewellery workshops.'),
        1100,
        5000,
        [t('中国工艺美术城', 'China Arts and Crafts City')],
      ),
    ],
  },
  {
    id: 350400,
    name: t('三明', 'Sanming'),
    group: 'fujian',
    slogan: t('中国绿都 最氧三明', 'China’s green capital, Sanming'),
    summary: t(
      '森林覆盖率近八成，氟新材料、钢铁与林产加工产业突出，是全国集体林权制度改革策源地。',
      'Nearly 80% forest cover, strong in fluorine materials, steel and forest products; the birthplace of China’s collective forest tenure reform.',
    ),
    highlights: [t('森林覆盖率78.88%。', 'Forest cover of 78.88%.')],
    gdp: 3210.0,
    gdpGrowth: 4.9,
    population: 246.0,
    landArea: 22965,
    address: t('三明市三元区新市中路', 'Xinshi Middle Road, Sanyuan District, Sanming'),
    hotline: '0598-8212345',
    areaCode: '0598',
    clusters: [
      c(
        4,
        t('氟新材料产业集群', 'Fluorine Materials Cluster'),
        t(
          '依托萤石资源发展含氟精细化学品与新能源材料。',
          'Fine fluorochemicals and battery materials built on local fluorite.',
        ),
        420,
        90,
        [t('三明海斯福', 'Sanming Hexafluo'), t('永安永清', 'Yong’an Yongqing')],
      ),
    ],
  },
  {
    id: 350700,
    name: t('南平', 'Nanping'),
    group: 'fujian',
    slogan: t('武夷山水 绿色南平', 'Green Nanping, land of Mount Wuyi'),
    summary: t(
      '武夷山所在地，茶产业、竹产业与生态旅游是三大特色产业。',
      'Home to Mount Wuyi, with tea, bamboo and eco-tourism as signature industries.',
    ),
    highlights: [t('武夷岩茶是国家地理标志产品。', 'Wuyi rock tea is a national geographical indication product.')],
    gdp: 2350.0,
    gdpGrowth: 4.6,
    population: 264.0,
    landArea: 26280,
    address: t('南平市建阳区滨江中路', 'Binjiang Middle Road, Jianyang District, Nanping'),
    hotline: '0599-8812345',
    areaCode: '0599',
    clusters: [
      c(
        7,
        t('武夷茶产业集群', 'Wuyi Tea Cluster'),
        t('从种植、加工到茶旅融合的全产业链。', 'A full chain from plantations and processing to tea tourism.'),
        380,
        2400,
        [t('武夷星茶业', 'Wuyi Star Tea'), t('正山堂茶业', 'Zhengshantang Tea')],
      ),
    ],
  },
  {
    id: 350800,
    name: t('龙岩', 'Longyan'),
    group: 'fujian',
    slogan: t('红色古田 客家祖地', 'Red Gutian, ancestral home of the Hakka'),
    summary: t(
      '有色金属与机械装备产业基础雄厚，紫金矿业总部所在地。',
      'Strong in non-ferrous metals and machinery, and home to Zijin Mining’s headquarters.',
    ),
    highlights: [t('环保装备产业规模全国领先。', 'A national leader in environmental protection equipment.')],
    gdp: 3470.0,
    gdpGrowth: 5.2,
    population: 271.0,
    landArea: 19050,
    address: t('龙岩市新罗区九一北路', 'Jiuyi North Road, Xinluo District, Longyan'),
    hotline: '0597-2312345',
    areaCode: '0597',
    clusters: [
      c(
        1,
        t('环保装备产业集群', 'Environmental Equipment Cluster'),
        t(
          '除尘、脱硫脱硝与固废处理装备研发制造。',
          'Dust removal, desulphurisation, denitration and solid-waste equipment.',
        ),
        560,
        160,
        [t('龙净环保', 'Longking Environmental'), t('龙工机械', 'Lonking Machinery')],
      ),
    ],
  },
  {
    id: 350900,
    name: t('宁德', 'Ningde'),
    group: 'fujian',
    slogan: t('新能源之城 海上田园', 'City of new energy, farm on the sea'),
    summary: t(
      '全球锂电新能源产业高地，锂电、新能源汽车、不锈钢与铜材四大主导产业集聚发展。',
      'A global centre of lithium batteries, with four leading industries: batteries, new-energy vehicles, stainless steel and copper.',
    ),
    highlights: [
      t('宁德时代动力电池装机量连续多年全球第一。', 'CATL has led the world in power-battery installations for years.'),
    ],
    gdp: 4300.0,
    gdpGrowth: 6.8,
    population: 316.0,
    landArea: 13452,
    address: t('宁德市蕉城区天湖东路1号', '1 Tianhu East Road, Jiaocheng District, Ningde'),
    hotline: '0593-2812345',
    areaCode: '0593',
    clusters: [
      c(
        3,
        t('锂电新能源产业集群', 'Lithium Battery Cluster'),
        t(
          '从材料、电芯到回收利用的锂电全产业链。',
          'A full lithium-battery chain from materials and cells to recycling.',
        ),
        3200,
        120,
        [t('宁德时代', 'CATL'), t('厦钨新能源宁德基地', 'XTC New Energy Ningde')],
      ),
      c(
        4,
        t('不锈钢新材料产业集群', 'Stainless Steel Cluster'),
        t('镍矿冶炼到不锈钢深加工一体化。', 'Integrated from nickel smelting to finished stainless steel.'),
        1800,
        80,
        [t('青拓集团', 'Tsingtuo Group')],
      ),
    ],
  },
  {
    id: 620100,
    name: t('兰州', 'Lanzhou'),
    group: 'province',
    slogan: t('黄河之都 丝路重镇', 'Yellow River capital on the Silk Road'),
    summary: t(
      '甘肃省会，西北重要的石化、装备制造与生物医药基地，兰州新区是西北首个国家级新区。',
      'Capital of Gansu and a north-western base for petrochemicals, equipment and biomedicine; Lanzhou New Area was the region’s first national new area.',
    ),
    highlights: [
      t(
        '中欧班列、西部陆海新通道交汇枢纽。',
        'A hub where China-Europe freight trains meet the New Western Land-Sea Corridor.',
      ),
    ],
    gdp: 3650.0,
    gdpGrowth: 5.9,
    population: 443.0,
    landArea: 13086,
    address: t('兰州市城关区南滨河东路', 'Nanbinhe East Road, Chengguan District, Lanzhou'),
    hotline: '0931-8812345',
    areaCode: '0931',
    clusters: [
      c(
        4,
        t('精细化工产业集群', 'Fine Chemicals Cluster'),
        t(
          '兰州新区精细化工园区承接东部产业转移。',
          'Lanzhou New Area’s fine-chemicals park hosts relocating eastern firms.',
        ),
        650,
        140,
        [t('兰州石化', 'PetroChina Lanzhou Petrochemical')],
      ),
      c(
        2,
        t('生物医药产业集群', 'Biomedicine Cluster'),
        t('疫苗、血液制品与中医药协同发展。', 'Vaccines, blood products and traditional Chinese medicine.'),
        300,
        90,
        [t('兰州生物制品研究所', 'Lanzhou Institute of Biological Products')],
      ),
    ],
  },
  {
    id: 440300,
    name: t('深圳', 'Shenzhen'),
    group: 'province',
    slogan: t('创新之城 先行示范区', 'City of innovation, pilot demonstration zone'),
    summary: t(
      '中国特色社会主义先行示范区，电子信息、人工智能与新能源汽车产业全球领先。',
      'China’s pilot demonstration zone, a world leader in electronics, AI and new-energy vehicles.',
    ),
    highlights: [t('国家高新技术企业超过2.4万家。', 'Over 24,000 national high-tech enterprises.')],
    gdp: 36801.87,
    gdpGrowth: 5.8,
    population: 1799.0,
    landArea: 1997,
    address: t('深圳市福田区福中三路市民中心', 'Civic Centre, Fuzhong 3rd Road, Futian District, Shenzhen'),
    hotline: '0755-88112345',
    areaCode: '0755',
    clusters: [
      c(
        0,
        t('新一代电子信息产业集群', 'Next-generation Electronics Cluster'),
        t(
          '通信设备、智能终端与超高清视频产业全球领先。',
          'World-leading communications equipment, smart devices and ultra-HD video.',
        ),
        25000,
        12000,
        [t('华为', 'Huawei'), t('中兴通讯', 'ZTE')],
      ),
      c(
        3,
        t('新能源汽车产业集群', 'New-energy Vehicle Cluster'),
        t('整车、电池与智能网联协同发展。', 'Vehicles, batteries and connected driving.'),
        6000,
        800,
        [t('比亚迪', 'BYD')],
      ),
    ],
  },
  {
    id: 310000,
    name: t('上海', 'Shanghai'),
    group: 'province',
    slogan: t('卓越的全球城市', 'An excellent global city'),
    summary: t(
      '国际经济、金融、贸易、航运和科技创新中心，集成电路、生物医药、人工智能三大先导产业集聚。',
      'An international centre of economy, finance, trade, shipping and innovation, leading in integrated circuits, biomedicine and AI.',
    ),
    highlights: [t('跨国公司地区总部超过950家。', 'More than 950 regional headquarters of multinationals.')],
    gdp: 53926.71,
    gdpGrowth: 5.0,
    population: 2480.0,
    landArea: 6341,
    address: t('上海市黄浦区人民大道200号', '200 People’s Avenue, Huangpu District, Shanghai'),
    hotline: '021-63212345',
    areaCode: '021',
    clusters: [
      c(
        0,
        t('集成电路产业集群', 'Integrated Circuit Cluster'),
        t('张江、临港集成电路全产业链布局。', 'A full IC chain in Zhangjiang and Lingang.'),
        3900,
        1200,
        [t('中芯国际', 'SMIC'), t('华虹集团', 'Hua Hong Group')],
      ),
      c(
        2,
        t('生物医药产业集群', 'Biomedicine Cluster'),
        t(
          '张江药谷汇聚创新药与高端医疗器械企业。',
          'Zhangjiang Pharma Valley hosts innovative drug and medical device firms.',
        ),
        9300,
        1800,
        [t('联影医疗', 'United Imaging'), t('君实生物', 'Junshi Biosciences')],
      ),
    ],
  },
  {
    id: 990101,
    name: t('新加坡', 'Singapore'),
    group: 'overseas',
    slogan: t('狮城 花园城市', 'The Lion City, a city in a garden'),
    summary: t(
      '东南亚金融与航运中心，中新（重庆）战略性互联互通示范项目的合作方，是中国企业出海东盟的重要门户。',
      'South-East Asia’s financial and shipping centre and a gateway for Chinese firms into ASEAN.',
    ),
    highlights: [t('全球第二大集装箱港口。', 'The world’s second-busiest container port.')],
    gdp: 39000.0,
    gdpGrowth: 4.4,
    population: 604.0,
    landArea: 735,
    address: t('新加坡莱佛士坊1号', '1 Raffles Place, Singapore'),
    hotline: '+65-62212345',
    areaCode: '+65',
    clusters: [
      c(
        9,
        t('财富管理与金融科技集群', 'Wealth Management and Fintech Cluster'),
        t('亚洲领先的财富管理中心和金融科技枢纽。', 'Asia’s leading wealth-management centre and fintech hub.'),
        12000,
        1500,
        [t('星展银行', 'DBS Bank')],
      ),
    ],
  },
  {
    id: 990102,
    name: t('德国汉堡', 'Hamburg'),
    group: 'overseas',
    slogan: t('通往世界的门户', 'Gateway to the world'),
    summary: t(
      '欧洲第三大港口城市，航空制造、港口物流与可再生能源产业发达，中欧班列重要节点。',
      'Europe’s third-largest port, strong in aircraft manufacturing, logistics and renewables, and a China-Europe rail terminus.',
    ),
    highlights: [t('约550家中国企业在汉堡设立机构。', 'About 550 Chinese companies have offices in Hamburg.')],
    gdp: 11700.0,
    gdpGrowth: 1.2,
    population: 190.0,
    landArea: 755,
    address: t('德国汉堡市市政厅广场1号', 'Rathausmarkt 1, Hamburg, Germany'),
    hotline: '+49-40-42812345',
    areaCode: '+49',
    clusters: [
      c(
        1,
        t('航空制造产业集群', 'Aviation Cluster'),
        t('全球三大民用航空制造基地之一。', 'One of the world’s three largest civil aviation sites.'),
        4500,
        300,
        [t('空客汉堡工厂', 'Airbus Hamburg'), t('汉莎技术', 'Lufthansa Technik')],
      ),
    ],
  },
]
