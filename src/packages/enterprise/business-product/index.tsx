import type { ProductCard as Product } from '@/contract/enterprise'
import { listPage } from '@/templates/content-list/content-list-page'
import { ProductCard } from '../shared/product-card'

/** One enterprise's products (query `id` = the enterprise). */
export default listPage<Product>((params) => {
  const enterpriseId = Number(params.id)
  return {
    route: 'businessProduct',
    searchPlaceholder: 'enterprise.product.searchPlaceholder',
    countLabel: 'enterprise.product.count',
    fetchPage: (api, query) => api.enterprise.productList({ ...query, enterpriseId }),
    renderItem: (p) => <ProductCard key={p.id} product={p} />,
  }
})
