import '@/i18n/enterprise.pages'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { enterprises } from '@/contract/enterprise.endpoints'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import './index.scss'

const anchorOf = (industryId: number) => `atlas-industry-${industryId}`

/** The enterprise atlas: an industry index with counts that jumps to each industry's enterprises. */
export default sectionsPage({
  route: 'enterpriseAtlas',
  testId: 'enterprise-atlas',
  useRead: () => useEndpoint(enterprises.atlas, undefined),
  Sections: function EnterpriseAtlas({ data: groups }) {
    const t = useT()
    const jump = (industryId: number) =>
      void Taro.pageScrollTo({ selector: `#${anchorOf(industryId)}`, duration: 200 }).catch(() => undefined)
    if (groups.length === 0) return <StatusView status='empty' />
    return (
      <>
        <View className='atlas__index'>
          <Text className='atlas__heading'>{t('enterprise.atlas.index')}</Text>
          <Text className='atlas__total' data-testid='atlas-total'>
            {t('enterprise.atlas.total', {
              industries: groups.length,
              count: groups.reduce((n, g) => n + g.count, 0),
            })}
          </Text>
          <View className='atlas__chips'>
            {groups.map((g) => (
              <View
                key={g.industryId}
                className='atlas__chip'
                onClick={() => jump(g.industryId)}
                data-testid='atlas-industry'
              >
                <Text>{g.industry}</Text>
                <Text className='atlas__chip-count'>{t('enterprise.atlas.industryCount', { count: g.count })}</Text>
              </View>
            ))}
          </View>
        </View>
        {groups.map((g) => (
          <View key={g.industryId} id={anchorOf(g.industryId)} className='atlas__group'>
            <Text className='atlas__group-title'>{`${g.industry} · ${t('enterprise.atlas.industryCount', { count: g.count })}`}</Text>
            <View className='atlas__grid'>
              {g.enterprises.map((e) => (
                <View
                  key={e.id}
                  className='atlas__enterprise'
                  onClick={() => void navigate('businessIndex', { id: e.id })}
                  data-testid='atlas-enterprise'
                >
                  <Image className='atlas__logo' src={assetUrl(e.logo)} mode='aspectFill' lazyLoad />
                  <Text className='atlas__name'>{e.name}</Text>
                  <Text className='atlas__region'>{e.region}</Text>
                </View>
              ))}
            </View>
          </View>
        ))}
      </>
    )
  },
})
