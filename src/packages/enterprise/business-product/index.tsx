import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import type { ProductCard as Product } from '@/services/api/merchants-client.dto'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { ProductCard } from '../shared/product-card'

/** One enterprise's products (query `id` = the enterprise). */
const BusinessProduct = observer(() => {
  const { params } = useRouter()
  const enterpriseId = Number(params.id)
  const descriptor = useMemo<ContentListDescriptor<Product>>(
    () => ({
      route: 'businessProduct',
      searchPlaceholder: 'product.searchPlaceholder',
      countLabel: 'product.count',
      filters: [],
      fetchPage: (api, page, _filters, keyword) => api.merchants.productList({ ...page, enterpriseId, keyword }),
      renderItem: (p) => <ProductCard key={p.id} product={p} />,
    }),
    [enterpriseId],
  )
  return <ContentListPage descriptor={descriptor} />
})

export default BusinessProduct
