import '@/i18n/fair.pages'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { RichContent } from '@/components/rich-content'
import { useAmount } from '@/components/use-amount'
import { joined, useEndpoint } from '@/components/use-endpoint'
import { articles } from '@/contract/content.endpoints'
import { editions } from '@/contract/fair.endpoints'
import { usePageShare } from '@/features/share/use-page-share'
import { navigate, useRouteQuery } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Card, Figures, Hero, Row, sectionsPage, TilesCard } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { editionFigures } from '../shared/edition'
import './index.scss'

/**
 * An edition's landing page, as its path (/middle-page23, /pc-middlepage) or query (`edition=23&wide=1`) names it, the
 * latest edition by default: its theme, dates and venue, its figures and highlights, the way into the fair's pages and
 * the news picked for the visitor; `wide` lays it out in two columns for the wide-screen zone.
 */
export default sectionsPage({
  route: 'middlePage',
  testId: 'edition-landing',
  titleOf: (query) => (query.edition === '23' ? 'fair.landing.title23' : undefined),
  useRead: function useEdition() {
    const t = useT()
    const edition = Number(useRouteQuery('middlePage').edition) || undefined
    const all = useEndpoint(editions.list, undefined)
    // The edition asked for, else the newest: its year names its detail (with no edition at all, none is found).
    const year = (all.data?.find((e) => e.edition === edition) ?? all.data?.[0])?.year ?? 0
    const shown = useEndpoint(editions.detail, { year }, { enabled: all.data !== undefined, loading: true })
    const picked = useEndpoint(articles.pickedNews, { pageNum: 1, pageSize: 4 })
    usePageShare(
      shown.data && { title: t('fair.landing.share', { edition: shown.data.edition }), image: shown.data.cover },
    )
    return joined(all, shown, picked)
  },
  Sections: function EditionLanding({ data: [, detail, news] }) {
    const t = useT()
    const amount = useAmount()
    const { wide } = useRouteQuery('middlePage')
    return (
      <View className={`landing${wide === '1' ? ' landing--wide' : ''}`}>
        <Hero
          kicker={t('fair.edition.nth', { edition: detail.edition, year: detail.year })}
          title={detail.theme}
          titleTestId='landing-theme'
          text={t('fair.landing.when', { start: detail.startDate, end: detail.endDate, venue: detail.venue })}
        />
        <View className='landing__columns'>
          <View className='landing__main'>
            <Card title={t('fair.landing.figures')}>
              <Figures items={editionFigures(detail.figures, t, amount)} testId='landing-figures' />
            </Card>
            <Card title={t('fair.landing.highlights')}>
              <RichContent html={detail.highlights} />
            </Card>
          </View>
          <View className='landing__side'>
            <TilesCard
              title='fair.landing.enter'
              tiles={[
                'introduce',
                'handbook',
                { route: 'meetingList', label: 'fair.landing.meetings' },
                { route: 'exhibitionLive', label: 'fair.landing.live' },
                'hotelOrder',
                'honorList',
              ]}
            >
              <Button
                className='landing__register'
                type='primary'
                block
                data-testid='landing-participant'
                onClick={() => void navigate('participationGuide')}
              >
                {t('fair.landing.howTo')}
              </Button>
            </TilesCard>
            <Card title={t('fair.landing.news')}>
              {news.list.map((item) => (
                <Row
                  key={item.id}
                  title={item.title}
                  meta={formatDate(item.publishTime, 'YYYY-MM-DD')}
                  testId='landing-news'
                  onOpen={() => void navigate('newsDetails', { id: item.id })}
                />
              ))}
            </Card>
          </View>
        </View>
      </View>
    )
  },
})
