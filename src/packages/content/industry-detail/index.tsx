import '@/i18n/content.pages'
import { Image, Text, View } from '@tarojs/components'
import { RichContent } from '@/components/rich-content'
import { industryReports } from '@/contract/content.endpoints'
import { usePageShare } from '@/features/share/use-page-share'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { FactRows } from '@/templates/content-detail/detail-parts'
import { useDetail } from '@/templates/content-detail/use-detail'
import { sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import '@/templates/content-detail/content-detail-page.scss'

/** The report the address names, offered for sharing once shown. */
function useReport() {
  const report = useDetail({ endpoint: industryReports.detail })
  usePageShare(report.data && { title: report.data.title, image: report.data.cover })
  return report
}

/** An industrial interpretation: its industry, source and date, then the text. */
export default sectionsPage({
  route: 'industryDetail',
  testId: 'industry-detail',
  useRead: useReport,
  Sections: function IndustryDetail({ data: r }) {
    const t = useT()
    return (
      <>
        <Image className='detail__cover' src={assetUrl(r.cover)} mode='aspectFill' aria-label={r.title} />
        <View className='detail__card'>
          <Text className='detail__title' data-testid='detail-title'>
            {r.title}
          </Text>
          <Text className='detail__summary'>{r.summary}</Text>
          <View className='detail__facts'>
            <FactRows
              facts={[
                [t('content.industry.industry'), r.industry],
                [t('content.industry.source'), r.source],
                [t('content.industry.date'), formatDate(r.publishTime, 'YYYY-MM-DD')],
                [t('content.industry.views'), String(r.views)],
              ]}
            />
          </View>
        </View>
        <View className='detail__card'>
          <RichContent html={r.content} />
        </View>
      </>
    )
  },
})
