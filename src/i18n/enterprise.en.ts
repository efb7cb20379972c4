import type { zh } from './enterprise'

/** English strings of the enterprise domain; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'enterprise.route.enterprise': 'Enterprises',
  'enterprise.route.businessIndex': 'Company Home',
  'enterprise.route.businessIntroduce': 'About the Company',
  'enterprise.route.businessProduct': 'Products',
  'enterprise.route.businessProductDetail': 'Product Details',
  'enterprise.route.businessProject': 'Company Projects',
  'enterprise.route.businessExhibition': 'Exhibitions',
  'enterprise.route.productList': 'Product Library',
  'enterprise.route.enterpriseAtlas': 'Enterprise Atlas',
  'enterprise.route.submitInquiry': 'Purchase Enquiry',
  'enterprise.route.goldkeyCompany': 'Investment Institutions',
  'enterprise.inquiry.unit.piece': 'Pieces',
  'enterprise.inquiry.unit.set': 'Sets',
  'enterprise.inquiry.unit.box': 'Boxes',
  'enterprise.inquiry.unit.kg': 'kg',
  'enterprise.inquiry.unit.ton': 'Tonnes',
}
