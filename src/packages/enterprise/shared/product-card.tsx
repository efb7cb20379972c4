import { observer } from 'mobx-react-lite'
import { ContentCard } from '@/components/content-card'
import type { ProductCard as Product } from '@/contract/enterprise'
import { navigate } from '@/routes/navigate'

/** A product in a list: photo, name, industry and maker; opens the product detail. */
export const ProductCard = observer(({ product }: { product: Product }) => {
  return (
    <ContentCard
      cover={product.cover}
      title={product.name}
      tags={[product.industry]}
      place={product.enterpriseName}
      highlight=''
      testId='product-card'
      onOpen={() => void navigate('businessProductDetail', { id: product.id })}
    />
  )
})
