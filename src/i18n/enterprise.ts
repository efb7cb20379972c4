/** Strings of the enterprise domain, each key prefixed `enterprise.`; the source of truth for `enterprise.en.ts`. */
export const zh = {
  'enterprise.route.enterprise': '企业名录',
  'enterprise.route.businessIndex': '企业主页',
  'enterprise.route.businessIntroduce': '企业介绍',
  'enterprise.route.businessProduct': '企业产品',
  'enterprise.route.businessProductDetail': '产品详情',
  'enterprise.route.businessProject': '企业项目',
  'enterprise.route.businessExhibition': '参展信息',
  'enterprise.route.productList': '产品库',
  'enterprise.route.enterpriseAtlas': '企业图谱',
  'enterprise.route.submitInquiry': '采购询价',
  'enterprise.route.goldkeyCompany': '投资机构',
  'enterprise.inquiry.unit.piece': '件',
  'enterprise.inquiry.unit.set': '套',
  'enterprise.inquiry.unit.box': '箱',
  'enterprise.inquiry.unit.kg': '千克',
  'enterprise.inquiry.unit.ton': '吨',
} as const
