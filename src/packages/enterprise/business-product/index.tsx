import '@/i18n/enterprise.pages'
import type { ProductCard as Product } from '@/contract/enterprise'
import { products } from '@/contract/enterprise.endpoints'
import { enterpriseListPage } from '../shared/enterprise-list-page'
import { ProductCard } from '../shared/product-card'

/** One enterprise's products. */
export default enterpriseListPage({
  route: 'businessProduct',
  searchPlaceholder: 'enterprise.product.searchPlaceholder',
  countLabel: 'enterprise.product.count',
  endpoint: products.list,
  renderItem: (p: Product) => <ProductCard key={p.id} product={p} />,
})
