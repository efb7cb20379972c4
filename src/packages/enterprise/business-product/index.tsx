import '@/i18n/enterprise.pages'
import type { ProductCard as Product } from '@/contract/enterprise'
import { enterpriseListPage } from '../shared/enterprise-list-page'
import { ProductCard } from '../shared/product-card'

/** One enterprise's products. */
export default enterpriseListPage<Product>({
  route: 'businessProduct',
  searchPlaceholder: 'enterprise.product.searchPlaceholder',
  countLabel: 'enterprise.product.count',
  fetchPage: (api, query) => api.enterprise.productList(query),
  renderItem: (p) => <ProductCard key={p.id} product={p} />,
})
