import '@/i18n/media.pages'
import { Image, Text, View } from '@tarojs/components'
import { RichContent } from '@/components/rich-content'
import { joined, useEndpoint } from '@/components/use-endpoint'
import { ContentType } from '@/contract/common.codes'
import { preDocking } from '@/contract/media.endpoints'
import { navigate, useRouteQuery } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { FileRow } from '../shared/file-row'
import { MediaFacts } from '../shared/media-facts'
import { useMediaDetail } from '../shared/use-media-detail'
import { openVideo, VideoCard } from '../shared/video-card'
import '../shared/media.scss'

const RELATED_PAGE = { pageNum: 1, pageSize: 20 }

/** Pre-docking records have no content type code of their own; their views are tracked as articles. */
const PRE_DOCKING_CONTENT = ContentType.article

/** The record, and beside it the session's documents and videos, which show once they come and never hold the page. */
function useHistory() {
  const historyId = Number(useRouteQuery('historyDetails').id ?? '')
  const history = useMediaDetail(preDocking.historyDetail, PRE_DOCKING_CONTENT)
  const extras = joined(
    useEndpoint(preDocking.fileList, { ...RELATED_PAGE, historyId }),
    useEndpoint(preDocking.videoList, { ...RELATED_PAGE, historyId }),
  )
  const [files, videos] = extras.data ?? []
  return { ...history, data: history.data && { history: history.data, files, videos } }
}

/** A pre-docking record: parties, date, minutes, and the documents and videos of that session. */
export default sectionsPage({
  route: 'historyDetails',
  testId: 'history-details',
  useRead: useHistory,
  Sections: function HistoryDetails({ data: { history: h, files, videos } }) {
    const t = useT()
    return (
      <>
        <Image className='media-cover' src={assetUrl(h.cover)} mode='aspectFill' />
        <View className='media-section' style={{ marginTop: '12px' }}>
          <Text className='media-section__title' data-testid='history-title'>
            {h.title}
          </Text>
          <MediaFacts
            facts={[
              [t('media.history.parties'), h.parties],
              [t('media.history.time'), formatDate(h.dockingTime, 'YYYY-MM-DD')],
            ]}
          />
        </View>
        <View className='media-section'>
          <Text className='media-section__title'>{t('media.history.content')}</Text>
          <RichContent html={h.content} />
        </View>
        {files && files.list.length > 0 && (
          <View className='media-section' data-testid='history-files'>
            <View className='media-section__head'>
              <Text className='media-section__title'>{t('media.history.files')}</Text>
              <Text className='media-section__more' onClick={() => void navigate('filesList', { historyId: h.id })}>
                {t('media.seeAll')}
              </Text>
            </View>
            {files.list.map((f) => (
              <FileRow key={f.id} file={f} />
            ))}
          </View>
        )}
        {videos && videos.list.length > 0 && (
          <View className='media-section' data-testid='history-videos'>
            <Text className='media-section__title'>{t('media.history.videos')}</Text>
            {videos.list.map((v) => (
              <VideoCard key={v.id} video={v} onOpen={() => openVideo(v)} />
            ))}
          </View>
        )}
      </>
    )
  },
})
