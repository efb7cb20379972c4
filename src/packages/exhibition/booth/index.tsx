import '@/i18n/exhibition.pages'
import { Text } from '@tarojs/components'
import { ContentTags } from '@/components/content-tags'
import { ContentType } from '@/contract/common.codes'
import { exhibition } from '@/contract/exhibition.endpoints'
import { navigate } from '@/routes/navigate'
import { DetailHead, DetailSection, FactRows, shownDetailPage } from '@/templates/content-detail/detail-parts'
import { dateRange } from '../shared/dates'
import { ExhibitRow } from '../shared/exhibit-row'
import { ExhibitionRow } from '../shared/exhibition-row'
import '../shared/index.scss'

/** A booth: number, hall and zone, size, its exhibitor (opens the enterprise page), intro and exhibits. */
export default shownDetailPage({
  route: 'exhibitionBooth',
  endpoint: exhibition.boothDetail,
  shown: (b) => ({ title: b.enterpriseName, image: b.logo, contentId: b.id, contentType: ContentType.booth }),
  body: (booth, t) => (
    <>
      <DetailHead title={t('exhibition.atBooth', { boothNo: booth.boothNo })}>
        <ContentTags contentId={booth.id} contentType={ContentType.booth} />
        <FactRows
          facts={[
            [t('exhibition.exhibition'), booth.exhibitionName],
            [
              t('exhibition.zone'),
              [booth.hall && t('exhibition.hallCode', { hall: booth.hall }), booth.areaName]
                .filter(Boolean)
                .join(' · '),
            ],
            [t('exhibition.size'), t('exhibition.sizeValue', { size: booth.size })],
            [t('exhibition.hall'), booth.exhibitionHall],
            [t('exhibition.dates'), dateRange(t, booth.startDate, booth.endDate)],
          ]}
        />
        {booth.areaId !== null && (
          <Text
            className='detail__summary'
            data-testid='booth-area'
            onClick={() => void navigate('exhibitionAreaDetail', { id: booth.areaId! })}
          >
            {`${booth.areaName} ›`}
          </Text>
        )}
      </DetailHead>

      <DetailSection heading={t('exhibition.exhibitor')}>
        <ExhibitionRow
          testId='booth-enterprise'
          image={booth.logo}
          title={booth.enterpriseName}
          meta={booth.enterpriseSummary}
          badge={t('exhibition.openEnterprise')}
          onOpen={() => void navigate('businessIndex', { id: booth.enterpriseId })}
        />
      </DetailSection>

      <DetailSection heading={t('exhibition.boothIntro')}>
        <Text className='detail__summary' data-testid='booth-intro'>
          {booth.intro}
        </Text>
      </DetailSection>

      <DetailSection heading={t('exhibition.boothExhibits')}>
        {booth.exhibits.length > 0 ? (
          booth.exhibits.map((exhibit) => <ExhibitRow key={exhibit.id} exhibit={exhibit} showBooth={false} />)
        ) : (
          <Text className='detail__summary'>{t('exhibition.noExhibits')}</Text>
        )}
      </DetailSection>
    </>
  ),
})
