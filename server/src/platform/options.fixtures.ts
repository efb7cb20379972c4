// The demo option lists: industries (with what the generators draw from), carriers, modes, types, regions.
import { t, type Text } from './text'

/** An industry with the project subjects and products the generators draw from. */
export interface Industry {
  label: Text
  subjects: readonly Text[]
  products: readonly Text[]
  companySuffix: Text
}

export const INDUSTRIES: readonly Industry[] = [
  {
    label: t('新一代信息技术', 'Next-generation IT'),
    subjects: [
      t('半导体封装测试基地', 'Semiconductor Packaging and Testing Base'),
      t('智能算力中心', 'Intelligent Computing Centre'),
      t('工业互联网平台', 'Industrial Internet Platform'),
    ],
    products: [
      t('边缘计算网关', 'Edge Computing Gateway'),
      t('工业视觉检测系统', 'Industrial Vision Inspection System'),
      t('5G 工业模组', '5G Industrial Module'),
      t('智慧园区管理平台', 'Smart Park Management Platform'),
    ],
    companySuffix: t('科技有限公司', 'Technology Co., Ltd.'),
  },
  {
    label: t('高端装备制造', 'High-end Equipment'),
    subjects: [
      t('工业机器人产业园', 'Industrial Robot Park'),
      t('精密数控机床生产线', 'Precision CNC Machine Tool Line'),
      t('航空维修基地', 'Aircraft Maintenance Base'),
    ],
    products: [
      t('六轴协作机器人', 'Six-axis Collaborative Robot'),
      t('五轴联动加工中心', 'Five-axis Machining Centre'),
      t('智能仓储穿梭车', 'Smart Warehouse Shuttle'),
      t('激光切割装备', 'Laser Cutting System'),
    ],
    companySuffix: t('装备制造有限公司', 'Equipment Manufacturing Co., Ltd.'),
  },
  {
    label: t('生物医药', 'Biomedicine'),
    subjects: [
      t('创新药研发中心', 'Innovative Drug R&D Centre'),
      t('医疗器械产业化基地', 'Medical Device Production Base'),
      t('疫苗生产基地', 'Vaccine Production Base'),
    ],
    products: [
      t('体外诊断试剂盒', 'In-vitro Diagnostic Kit'),
      t('可吸收缝合线', 'Absorbable Suture'),
      t('便携式超声仪', 'Portable Ultrasound Scanner'),
      t('重组蛋白原料', 'Recombinant Protein Materials'),
    ],
    companySuffix: t('生物医药股份有限公司', 'Biopharma Co., Ltd.'),
  },
  {
    label: t('新能源', 'New Energy'),
    subjects: [
      t('动力电池储能基地', 'Power Battery and Energy Storage Base'),
      t('风光储一体化基地', 'Integrated Wind, Solar and Storage Base'),
      t('氢能综合利用示范区', 'Hydrogen Energy Demonstration Zone'),
    ],
    products: [
      t('磷酸铁锂储能柜', 'LFP Energy Storage Cabinet'),
      t('光伏组件', 'Photovoltaic Module'),
      t('充电桩控制器', 'Charging Pile Controller'),
      t('氢燃料电池电堆', 'Hydrogen Fuel Cell Stack'),
    ],
    companySuffix: t('新能源科技有限公司', 'New Energy Technology Co., Ltd.'),
  },
  {
    label: t('新材料', 'Advanced Materials'),
    subjects: [
      t('石墨烯材料产业园', 'Graphene Materials Park'),
      t('高性能纤维生产基地', 'High-performance Fibre Base'),
      t('稀土功能材料项目', 'Rare-earth Functional Materials Plant'),
    ],
    products: [
      t('石墨烯导热膜', 'Graphene Thermal Film'),
      t('碳纤维复合板', 'Carbon Fibre Composite Panel'),
      t('高纯氧化铝粉', 'High-purity Alumina Powder'),
      t('可降解包装材料', 'Biodegradable Packaging Material'),
    ],
    companySuffix: t('新材料有限公司', 'Advanced Materials Co., Ltd.'),
  },
  {
    label: t('现代物流', 'Modern Logistics'),
    subjects: [
      t('国际冷链物流中心', 'International Cold-chain Logistics Centre'),
      t('跨境电商监管仓', 'Cross-border E-commerce Bonded Warehouse'),
      t('多式联运枢纽', 'Multimodal Transport Hub'),
    ],
    products: [
      t('冷链温控箱', 'Cold-chain Temperature Box'),
      t('跨境物流专线服务', 'Cross-border Logistics Line'),
      t('智能分拣系统', 'Smart Sorting System'),
      t('供应链金融服务', 'Supply-chain Finance Service'),
    ],
    companySuffix: t('供应链管理有限公司', 'Supply Chain Management Co., Ltd.'),
  },
  {
    label: t('文化旅游', 'Culture and Tourism'),
    subjects: [
      t('文旅融合综合体', 'Culture and Tourism Complex'),
      t('数字文创产业园', 'Digital Creative Industry Park'),
      t('文化旅游度假区', 'Cultural Tourism Resort'),
    ],
    products: [
      t('沉浸式演艺项目', 'Immersive Performance Show'),
      t('文创礼品系列', 'Cultural Gift Collection'),
      t('智慧景区票务系统', 'Smart Scenic-area Ticketing'),
      t('研学旅行线路', 'Study Tour Route'),
    ],
    companySuffix: t('文化旅游发展有限公司', 'Culture and Tourism Development Co., Ltd.'),
  },
  {
    label: t('现代农业', 'Modern Agriculture'),
    subjects: [
      t('智慧农业示范园', 'Smart Agriculture Demonstration Park'),
      t('高山茶产业化项目', 'Highland Tea Industrialisation'),
      t('预制菜加工基地', 'Prepared Food Processing Base'),
    ],
    products: [
      t('有机乌龙茶', 'Organic Oolong Tea'),
      t('即食海鲜礼盒', 'Ready-to-eat Seafood Box'),
      t('植物工厂成套设备', 'Vertical Farm System'),
      t('精品水果', 'Premium Fruit'),
    ],
    companySuffix: t('农业发展有限公司', 'Agricultural Development Co., Ltd.'),
  },
  {
    label: t('数字经济', 'Digital Economy'),
    subjects: [
      t('数据要素交易中心', 'Data Exchange Centre'),
      t('跨境数字贸易港', 'Cross-border Digital Trade Port'),
      t('元宇宙产业基地', 'Metaverse Industry Base'),
    ],
    products: [
      t('数据治理平台', 'Data Governance Platform'),
      t('跨境支付解决方案', 'Cross-border Payment Solution'),
      t('数字孪生工厂', 'Digital Twin Factory'),
      t('隐私计算一体机', 'Privacy Computing Appliance'),
    ],
    companySuffix: t('数字科技有限公司', 'Digital Technology Co., Ltd.'),
  },
  {
    label: t('金融服务', 'Financial Services'),
    subjects: [
      t('产业投资基金', 'Industrial Investment Fund'),
      t('绿色金融服务中心', 'Green Finance Service Centre'),
      t('融资租赁总部', 'Financial Leasing Headquarters'),
    ],
    products: [
      t('跨境并购顾问服务', 'Cross-border M&A Advisory'),
      t('绿色债券承销', 'Green Bond Underwriting'),
      t('设备融资租赁', 'Equipment Leasing'),
      t('产业基金募集服务', 'Industrial Fund Raising Service'),
    ],
    companySuffix: t('投资管理有限公司', 'Investment Management Co., Ltd.'),
  },
]

export const CARRIERS: readonly Text[] = [
  t('产业园区', 'Industrial Park'),
  t('自由贸易试验区', 'Pilot Free Trade Zone'),
  t('高新技术产业开发区', 'High-tech Industrial Development Zone'),
  t('经济技术开发区', 'Economic and Technological Development Zone'),
  t('综合保税区', 'Comprehensive Bonded Zone'),
  t('港口物流园区', 'Port Logistics Park'),
]

export const INVEST_MODES: readonly Text[] = [
  t('独资', 'Wholly Owned'),
  t('合资', 'Joint Venture'),
  t('合作经营', 'Cooperative Operation'),
  t('股权投资', 'Equity Investment'),
  t('政府和社会资本合作（PPP）', 'Public-Private Partnership (PPP)'),
  t('并购', 'Merger and Acquisition'),
]

export const PARK_TYPES: readonly Text[] = [
  t('综合型园区', 'Comprehensive Park'),
  t('产业型园区', 'Industry-specific Park'),
  t('物流型园区', 'Logistics Park'),
  t('科技型园区', 'Science and Technology Park'),
]

export const ESTATE_TYPES: readonly Text[] = [
  t('标准厂房', 'Standard Factory'),
  t('工业用地', 'Industrial Land'),
  t('办公楼宇', 'Office Space'),
  t('仓储设施', 'Warehousing'),
]

export const NEWS_CATEGORIES: readonly Text[] = [
  t('大会动态', 'Fair News'),
  t('投资资讯', 'Investment News'),
  t('政策解读', 'Policy Insights'),
  t('媒体报道', 'Media Coverage'),
]

export const REGIONS: readonly Text[] = [
  t('厦门市', 'Xiamen'),
  t('福州市', 'Fuzhou'),
  t('泉州市', 'Quanzhou'),
  t('漳州市', 'Zhangzhou'),
  t('成都市', 'Chengdu'),
  t('西安市', "Xi'an"),
  t('武汉市', 'Wuhan'),
  t('南宁市', 'Nanning'),
  t('兰州市', 'Lanzhou'),
  t('贵阳市', 'Guiyang'),
  t('昆明市', 'Kunming'),
  t('乌鲁木齐市', 'Urumqi'),
]

export const OVERSEAS_REGIONS: readonly Text[] = [
  t('新加坡', 'Singapore'),
  t('德国汉堡', 'Hamburg, Germany'),
  t('马来西亚吉隆坡', 'Kuala Lumpur, Malaysia'),
  t('阿联酋迪拜', 'Dubai, UAE'),
]
