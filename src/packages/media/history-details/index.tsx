import '@/i18n/media.pages'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RichContent } from '@/components/rich-content'
import { joined, useEndpoint } from '@/components/use-endpoint'
import { ContentType } from '@/contract/common.codes'
import { preDocking } from '@/contract/media.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { FileRow } from '../shared/file-row'
import { MediaFacts } from '../shared/media-facts'
import { useContentView } from '../shared/use-content-view'
import { openVideo, VideoCard } from '../shared/video-card'
import '../shared/media.scss'

const RELATED_PAGE = { pageNum: 1, pageSize: 20 }

/** Pre-docking records have no content type code of their own; their views are tracked as articles. */
const PRE_DOCKING_CONTENT = ContentType.article

/** A pre-docking record: parties, date, minutes, and the documents and videos of that session. */
const HistoryDetails = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const id = Number(params.id ?? '')
  const history = useEndpoint(preDocking.historyDetail, { id }, { loading: true })
  const extras = joined(
    useEndpoint(preDocking.fileList, { ...RELATED_PAGE, historyId: id }),
    useEndpoint(preDocking.videoList, { ...RELATED_PAGE, historyId: id }),
  )
  useContentView(history.data, PRE_DOCKING_CONTENT)
  const [files, videos] = extras.data ?? []

  return (
    <RequestPage route='historyDetails' request={history}>
      {(h) => (
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
      )}
    </RequestPage>
  )
})

export default HistoryDetails
