import { Image, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { CollectButton } from '../../../components/collect-button'
import { PageShell } from '../../../components/page-shell'
import { RichContent } from '../../../components/rich-content'
import { RequestStatusView } from '../../../components/status-view'
import { useRequest } from '../../../components/use-request'
import { ContentType } from '../../../services/api/common.dto'
import { useStores, useT } from '../../../stores/context'
import { formatDate } from '../../../utils/date'
import '../detail.scss'
import { assetUrl } from '../../../services/http/asset-url'
import { useAmount } from '../../../components/use-amount'

const ProjectDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const formatAmount = useAmount()
  const detail = useRequest(() => api.common.projectDetail(params.id ?? '', params.type), [params.id, params.type, app.language])
  const project = detail.data

  if (!project) {
    return (
      <PageShell route='projectDetail'>
        <RequestStatusView request={detail} />
      </PageShell>
    )
  }

  const amount = formatAmount(project.investAmount)
  const facts: [string, string][] = [
    [t('project.industry'), project.industry],
    [t('project.carrier'), project.carrier],
    [t('project.investMode'), project.investMode],
    [t('project.region'), project.region],
    [t('project.investAmount'), amount],
    [t('project.pushTime'), formatDate(project.pushTime, 'YYYY-MM-DD')],
    [t('project.contact'), project.contactName],
    [t('project.contactPhone'), project.contactPhone],
  ]

  return (
    <PageShell route='projectDetail'>
      <Image className='detail__cover' src={assetUrl(project.cover)} mode='aspectFill' />
      <View className='detail__card'>
        <Text className='detail__title' data-testid='detail-title'>
          {project.title}
        </Text>
        <Text className='detail__summary'>{project.summary}</Text>
        <View className='detail__facts'>
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <View key={label} className='detail__fact'>
                <Text className='detail__fact-label'>{label}</Text>
                <Text className='detail__fact-value'>{value}</Text>
              </View>
            ))}
        </View>
      </View>

      <View className='detail__card'>
        <Text className='detail__heading'>{t('project.introduction')}</Text>
        <RichContent html={project.content} />
      </View>

      {project.images.length > 0 && (
        <View className='detail__card'>
          <Text className='detail__heading'>{t('project.images')}</Text>
          <View className='detail__gallery'>
            {project.images.map((src) => (
              <Image
                key={src}
                className='detail__gallery-image'
                src={assetUrl(src)}
                mode='aspectFill'
                lazyLoad
                onClick={() => void Taro.previewImage({ current: assetUrl(src), urls: project.images.map((u) => assetUrl(u)) })}
              />
            ))}
          </View>
        </View>
      )}

      <View className='detail__actions'>
        <CollectButton contentId={project.id} contentType={ContentType.project} />
      </View>
    </PageShell>
  )
})

export default ProjectDetail
