import '@/i18n/city.pages'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { navigate } from '@/routes/navigate'
import { ROUTES } from '@/routes/table'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { cityFigures } from '../layout/city-figures'
import { FEEDS } from '../layout/feeds'
import { PcGrid } from '../layout/pc-grid'
import { pcFrame } from '../layout/pc-layout'
import { PC_LIST_SECTIONS, SECTION_ROUTES, type PcListSection } from '../layout/sections'
import { useCity } from '../layout/use-city'
import { useFeedPage } from '../layout/use-feed-page'
import './index.scss'

const PREVIEW_SIZE = 4

/** The city banner: name, slogan, summary and key figures, with a link to the full introduction. */
const CityBanner = observer(() => {
  const t = useT()
  const { app } = useStores()
  const city = useCity()
  const info = city.info.data
  const image = info?.banner || info?.cover
  return (
    <View className='pc-banner' data-testid='pc-banner'>
      {image && <Image className='pc-banner__image' src={assetUrl(image)} mode='aspectFill' />}
      <View className='pc-banner__shade' />
      <View className='pc-banner__body'>
        <Text className='pc-banner__city'>{city.name}</Text>
        {info?.slogan && <Text className='pc-banner__slogan'>{info.slogan}</Text>}
        {info?.summary && <Text className='pc-banner__summary'>{info.summary}</Text>}
        {info && (
          <View className='pc-banner__figures'>
            {cityFigures(t, app.language, info.figures).map(([label, value]) => (
              <View key={label} className='pc-banner__figure'>
                <Text className='pc-banner__figure-value'>{value}</Text>
                <Text className='pc-banner__figure-label'>{label}</Text>
              </View>
            ))}
          </View>
        )}
        <View
          className='pc-button pc-banner__more'
          data-testid='pc-more-introduction'
          onClick={() => void navigate('pcintroduction')}
        >
          {t('city.pc.readMore')}
        </View>
      </View>
    </View>
  )
})

/** One section of the home: its first cards for the current city and a "more" link to its list. */
const SectionPreview = observer(({ section }: { section: PcListSection }) => {
  const t = useT()
  const feed = FEEDS[section]
  const route = SECTION_ROUTES[section].route
  const preview = useFeedPage(section, PREVIEW_SIZE)
  const items = preview.cards

  return (
    <View className='pc-home-section' data-testid={`pc-section-${section}`}>
      <View className='pc-heading'>
        <Text className='pc-heading__title'>{t(ROUTES[route].title)}</Text>
        <Text className='pc-heading__more' data-testid={`pc-more-${section}`} onClick={() => void navigate(route)}>
          {`${t('city.pc.more')} ›`}
        </Text>
      </View>
      {preview.status === 'ready' && items.length > 0 ? (
        <PcGrid items={items} compact onOpen={(item) => void navigate(feed.detail, { id: item.id })} />
      ) : (
        <StatusView
          status={preview.status === 'ready' ? 'empty' : preview.status}
          onRetry={() => void preview.reload()}
        />
      )}
    </View>
  )
})

/** The zone home: the banner and each section's preview, every one from its own read so a failure hides no other. */
export default sectionsPage({
  route: 'pchotcity',
  testId: 'pc-hot-city',
  Frame: pcFrame('pchotcity'),
  Sections: () => (
    <>
      <CityBanner />
      {PC_LIST_SECTIONS.map((section) => (
        <SectionPreview key={section} section={section} />
      ))}
    </>
  ),
})
