import type { RouteDef } from './route-def'

/** Enterprises, their products and purchase enquiries. */
export const ENTERPRISE_ROUTES = {
  enterprise: {
    path: '/enterprise',
    page: 'packages/enterprise/enterprise-list/index',
    title: 'route.enterprise',
    refresh: true,
    cached: true,
  },
  businessIndex: {
    path: '/businessIndex',
    page: 'packages/enterprise/business-index/index',
    title: 'route.businessIndex',
    refresh: true,
    share: true,
  },
  businessIntroduce: {
    path: '/businessIntroduce',
    page: 'packages/enterprise/business-introduce/index',
    title: 'route.businessIntroduce',
    share: true,
  },
  businessProduct: {
    path: '/businessProduct',
    page: 'packages/enterprise/business-product/index',
    title: 'route.businessProduct',
    refresh: true,
  },
  businessProductDetail: {
    path: '/businessProductDetail',
    page: 'packages/enterprise/business-product-detail/index',
    title: 'route.businessProductDetail',
    share: true,
  },
  businessProject: {
    path: '/businessProject',
    page: 'packages/enterprise/business-project/index',
    title: 'route.businessProject',
    refresh: true,
  },
  businessExhibition: {
    path: '/businessExhibition',
    page: 'packages/enterprise/business-exhibition/index',
    title: 'route.businessExhibition',
    refresh: true,
  },
  productList: {
    path: '/product-list',
    page: 'packages/enterprise/product-list/index',
    title: 'route.productList',
    refresh: true,
    cached: true,
  },
  enterpriseAtlas: {
    path: '/enterpriseAtlas',
    page: 'packages/enterprise/enterprise-atlas/index',
    title: 'route.enterpriseAtlas',
    refresh: true,
    cached: true,
  },
  submitInquiry: {
    path: '/submitInquiry',
    page: 'packages/enterprise/submit-inquiry/index',
    title: 'route.submitInquiry',
  },
  goldkeyCompany: {
    path: '/goldkey-company',
    page: 'packages/enterprise/goldkey-company/index',
    title: 'route.goldkeyCompany',
    refresh: true,
    cached: true,
  },
} satisfies Record<string, RouteDef>
