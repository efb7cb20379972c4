import type { ProductCard as Product } from '@/contract/enterprise'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { ProductCard } from '../shared/product-card'

const products: ContentListDescriptor<Product> = {
  route: 'productList',
  searchPlaceholder: 'enterprise.product.searchPlaceholder',
  countLabel: 'enterprise.product.count',
  filters: [{ key: 'industryId', label: 'enterprise.product.industry' }],
  options: async (api) => ({ industryId: await api.content.industrySelect() }),
  fetchPage: (api, query) => api.enterprise.productList(query),
  renderItem: (p) => <ProductCard key={p.id} product={p} />,
}

export default listPage(products)
