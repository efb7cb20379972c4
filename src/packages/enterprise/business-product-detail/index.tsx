import '@/i18n/enterprise.pages'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ContentType } from '@/contract/common.codes'
import { products } from '@/contract/enterprise.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { ContentDetailPage } from '@/templates/content-detail/content-detail-page'
import { useDetail } from '@/templates/content-detail/use-detail'
import { useInquiryApplied } from '../shared/use-inquiry-applied'
import './index.scss'

/** A product: photos, specifications, description, collect; the bar links to its company and the enquiry form. */
const BusinessProductDetail = observer(() => {
  const t = useT()
  const detail = useDetail({ endpoint: products.info })
  const product = detail.data
  const [enquired] = useInquiryApplied(product?.id)

  return (
    <View className='product-detail'>
      <ContentDetailPage
        route='businessProductDetail'
        request={detail}
        contentType={ContentType.product}
        view={(p) => ({
          title: p.name,
          facts: [
            [t('enterprise.product.company'), p.enterpriseName],
            [t('enterprise.product.industry'), p.industry],
            ...p.specs,
          ],
          introHeading: 'enterprise.product.introduction',
          imagesHeading: 'enterprise.product.images',
        })}
      />
      {product && (
        <View className='product-detail__bar'>
          <Button
            fill='outline'
            onClick={() => void navigate('businessIndex', { id: product.enterpriseId })}
            data-testid='product-company'
          >
            {t('enterprise.product.viewCompany')}
          </Button>
          <Button
            type='primary'
            disabled={enquired}
            onClick={() => void navigate('submitInquiry', { productId: product.id })}
            data-testid='product-enquire'
          >
            {t(enquired ? 'enterprise.product.enquired' : 'enterprise.product.enquire')}
          </Button>
        </View>
      )}
    </View>
  )
})

export default BusinessProductDetail
