import '@/i18n/exhibition.pages'
import { Text, View } from '@tarojs/components'
import { RichContent } from '@/components/rich-content'
import { ContentType } from '@/contract/common.codes'
import { exhibition as exhibitions } from '@/contract/exhibition.endpoints'
import { navigate } from '@/routes/navigate'
import { DetailHead, DetailSection, FactRows, shownDetailPage } from '@/templates/content-detail/detail-parts'
import { dateRange } from '../shared/dates'
import { ExhibitionRow } from '../shared/exhibition-row'
import '../shared/index.scss'

/** An exhibition: venue, dates, intro, its zones, and the way to its exhibitors and exhibits. */
export default shownDetailPage({
  route: 'exhibitionDetail',
  endpoint: exhibitions.detail,
  shown: (e) => ({ title: e.name, image: e.cover, contentId: e.id, contentType: ContentType.exhibition }),
  body: (exhibition, t) => (
    <>
      <DetailHead cover={exhibition.cover} title={exhibition.name}>
        <Text className='detail__summary'>{exhibition.summary}</Text>
        <FactRows
          facts={[
            [t('exhibition.hall'), exhibition.hall],
            [t('exhibition.dates'), dateRange(t, exhibition.startDate, exhibition.endDate)],
          ]}
        />
      </DetailHead>

      <View className='exhibition__links'>
        {(
          [
            ['businessList', 'open-exhibitors', t('exhibition.exhibitors', { count: exhibition.boothCount })],
            ['exhibitsList', 'open-exhibits', t('exhibition.exhibits', { count: exhibition.exhibitCount })],
          ] as const
        ).map(([route, testId, label]) => (
          <Text
            key={route}
            className='exhibition__link'
            data-testid={testId}
            onClick={() => void navigate(route, { exhibitionId: String(exhibition.id) })}
          >
            {label}
          </Text>
        ))}
      </View>

      <DetailSection heading={t('exhibition.introduction')}>
        <RichContent html={exhibition.content} />
      </DetailSection>

      {exhibition.areas.length > 0 && (
        <DetailSection heading={t('exhibition.areas')}>
          {exhibition.areas.map((area) => (
            <ExhibitionRow
              key={area.id}
              testId='exhibition-area'
              title={`${area.hall} · ${area.name}`}
              meta={area.summary}
              badge={t('exhibition.boothCount', { count: area.boothCount })}
              onOpen={() => void navigate('exhibitionAreaDetail', { id: area.id })}
            />
          ))}
        </DetailSection>
      )}
    </>
  ),
})
