import '@/i18n/enterprise.pages'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FollowButton, type FollowMessages } from '@/components/follow/follow-button'
import { useEndpoint } from '@/components/use-endpoint'
import { ContentType } from '@/contract/common.codes'
import type { EnterpriseDetail } from '@/contract/enterprise'
import { enterprises, products } from '@/contract/enterprise.endpoints'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { useShownDetail } from '@/templates/content-detail/detail-parts'
import { sectionsPage } from '@/templates/sections'
import { ProductCard } from '../shared/product-card'
import './index.scss'

const FEATURED_PRODUCTS = 3

const FOLLOW_MESSAGES: FollowMessages = {
  follow: 'enterprise.follow',
  following: 'enterprise.followed',
  loginFirst: 'enterprise.followLoginFirst',
  followedToast: 'enterprise.followedToast',
  unfollowedToast: 'enterprise.unfollowedToast',
}

interface Section {
  label: MessageKey
  count?: number
  open: () => void
}

function sectionsOf(e: EnterpriseDetail): Section[] {
  return [
    { label: 'enterprise.section.introduce', open: () => void navigate('businessIntroduce', { id: e.id }) },
    {
      label: 'enterprise.section.products',
      count: e.productCount,
      open: () => void navigate('businessProduct', { id: e.id }),
    },
    {
      label: 'enterprise.section.projects',
      count: e.projectCount,
      open: () => void navigate('businessProject', { id: e.id }),
    },
    {
      label: 'enterprise.section.exhibitions',
      count: e.boothCount,
      open: () => void navigate('businessExhibition', { id: e.id }),
    },
    { label: 'enterprise.section.news', open: () => void navigate('businessNews') },
  ]
}

const Header = observer(({ enterprise }: { enterprise: EnterpriseDetail }) => {
  const t = useT()
  return (
    <View className='business-index__header'>
      <View className='business-index__identity'>
        <Image className='business-index__logo' src={assetUrl(enterprise.logo)} mode='aspectFill' />
        <View className='business-index__names'>
          <Text className='business-index__name' data-testid='enterprise-name'>
            {enterprise.name}
          </Text>
          <View className='business-index__tags'>
            {[
              enterprise.industry,
              enterprise.region,
              enterprise.investmentInstitution ? t('enterprise.institution') : '',
            ]
              .filter(Boolean)
              .map((tag) => (
                <Text key={tag} className='business-index__tag'>
                  {tag}
                </Text>
              ))}
          </View>
        </View>
        <FollowButton
          targetId={enterprise.id}
          targetType={ContentType.enterprise}
          followed={enterprise.followed}
          detail={enterprises.detail}
          messages={FOLLOW_MESSAGES}
        />
      </View>
      <Text className='business-index__summary'>{enterprise.summary}</Text>
    </View>
  )
})

const FeaturedProducts = observer(({ enterprise }: { enterprise: EnterpriseDetail }) => {
  const t = useT()
  const featured = useEndpoint(products.list, {
    enterpriseId: enterprise.id,
    pageNum: 1,
    pageSize: FEATURED_PRODUCTS,
  })
  if (!featured.data?.list.length) return null
  return (
    <View className='business-index__card'>
      <View className='business-index__heading'>
        <Text>{t('enterprise.hotProducts')}</Text>
        <Text className='business-index__more' onClick={() => void navigate('businessProduct', { id: enterprise.id })}>
          {t('enterprise.viewAll')}
        </Text>
      </View>
      {featured.data.list.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </View>
  )
})

/** The enterprise the address names, offered for sharing and counted as a view once shown. */
const useEnterprise = () =>
  useShownDetail({ endpoint: enterprises.detail }, (e) => ({
    title: e.name,
    image: e.logo,
    contentId: e.id,
    contentType: ContentType.enterprise,
  }))

/** An enterprise's homepage: identity, follow, links to its introduction, products, projects, exhibitions and news. */
export default sectionsPage({
  route: 'businessIndex',
  testId: 'business-index',
  useRead: useEnterprise,
  Sections: function BusinessIndex({ data: enterprise }) {
    const t = useT()
    return (
      <>
        <Header enterprise={enterprise} />
        <View className='business-index__sections'>
          {sectionsOf(enterprise).map((s) => (
            <View key={s.label} className='business-index__section' onClick={s.open} data-testid='enterprise-section'>
              <Text className='business-index__section-label'>{t(s.label)}</Text>
              {s.count !== undefined && (
                <Text className='business-index__section-count'>
                  {t('enterprise.sectionCount', { count: s.count })}
                </Text>
              )}
            </View>
          ))}
        </View>
        <FeaturedProducts enterprise={enterprise} />
      </>
    )
  },
})
