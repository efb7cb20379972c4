import '@/i18n/enterprise.pages'
import type { ProductCard as Product } from '@/contract/enterprise'
import { products as productEndpoints } from '@/contract/enterprise.endpoints'
import { filterBy, listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { ProductCard } from '../shared/product-card'

const products: ContentListDescriptor<Product> = {
  route: 'productList',
  searchPlaceholder: 'enterprise.product.searchPlaceholder',
  countLabel: 'enterprise.product.count',
  ...filterBy('industryId', 'enterprise.product.industry', (api) => api.content.industrySelect()),
  endpoint: productEndpoints.list,
  renderItem: (p) => <ProductCard key={p.id} product={p} />,
}

export default listPage(products)
