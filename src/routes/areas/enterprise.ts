import type { RouteDef } from '../route-def'

/** Enterprises, their products and exhibitions, booths and exhibits (subpackage enterprise). */
export const ENTERPRISE_ROUTES = {
  enterprise: {
    path: '/enterprise',
    page: 'packages/enterprise/enterprise-list/index',
    title: 'route.enterprise',
    cached: true,
    subpackage: 'enterprise',
  },
  businessIndex: {
    path: '/businessIndex',
    page: 'packages/enterprise/business-index/index',
    title: 'route.businessIndex',
    subpackage: 'enterprise',
  },
  businessIntroduce: {
    path: '/businessIntroduce',
    page: 'packages/enterprise/business-introduce/index',
    title: 'route.businessIntroduce',
    subpackage: 'enterprise',
  },
  businessProduct: {
    path: '/businessProduct',
    page: 'packages/enterprise/business-product/index',
    title: 'route.businessProduct',
    subpackage: 'enterprise',
  },
  businessProductDetail: {
    path: '/businessProductDetail',
    page: 'packages/enterprise/business-product-detail/index',
    title: 'route.businessProductDetail',
    subpackage: 'enterprise',
  },
  businessProject: {
    path: '/businessProject',
    page: 'packages/enterprise/business-project/index',
    title: 'route.businessProject',
    subpackage: 'enterprise',
  },
  businessExhibition: {
    path: '/businessExhibition',
    page: 'packages/enterprise/business-exhibition/index',
    title: 'route.businessExhibition',
    subpackage: 'enterprise',
  },
  productList: {
    path: '/product-list',
    page: 'packages/enterprise/product-list/index',
    title: 'route.productList',
    cached: true,
    subpackage: 'enterprise',
  },
  enterpriseAtlas: {
    path: '/enterpriseAtlas',
    page: 'packages/enterprise/enterprise-atlas/index',
    title: 'route.enterpriseAtlas',
    cached: true,
    subpackage: 'enterprise',
  },
  submitInquiry: {
    path: '/submitInquiry',
    page: 'packages/enterprise/submit-inquiry/index',
    title: 'route.submitInquiry',
    subpackage: 'enterprise',
  },
  goldkeyCompany: {
    path: '/goldkey-company',
    page: 'packages/enterprise/goldkey-company/index',
    title: 'route.goldkeyCompany',
    cached: true,
    subpackage: 'enterprise',
  },
  exhibitionDetail: {
    path: '/exhibitionDetail',
    page: 'packages/enterprise/exhibition-detail/index',
    title: 'route.exhibitionDetail',
    subpackage: 'enterprise',
  },
  exhibitionBooth: {
    path: '/exhibitionBooth',
    page: 'packages/enterprise/exhibition-booth/index',
    title: 'route.exhibitionBooth',
    subpackage: 'enterprise',
  },
  exhibitsList: {
    path: '/exhibits-list',
    page: 'packages/enterprise/exhibition-exhibits-list/index',
    title: 'route.exhibitsList',
    cached: true,
    subpackage: 'enterprise',
  },
  businessList: {
    path: '/business-list',
    page: 'packages/enterprise/exhibition-business-list/index',
    title: 'route.businessList',
    cached: true,
    subpackage: 'enterprise',
  },
  exhibitionAreaNav: {
    path: '/exhibition-area-nav',
    page: 'packages/enterprise/exhibition-area-nav/index',
    title: 'route.exhibitionAreaNav',
    subpackage: 'enterprise',
  },
  exhibitionAreaDetail: {
    path: '/exhibition-area-detail',
    page: 'packages/enterprise/exhibition-area-detail/index',
    title: 'route.exhibitionAreaDetail',
    subpackage: 'enterprise',
  },
} satisfies Record<string, RouteDef>
