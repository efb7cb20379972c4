import '@/i18n/content.pages'
import { Image, Text, View } from '@tarojs/components'
import type { IndustryReportCard } from '@/contract/content'
import { industryReports } from '@/contract/content.endpoints'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { filterBy, listPage } from '@/templates/content-list/content-list-page'
import { formatDate } from '@/utils/date'
import '../local-case/index.scss'

/** An interpretation as a row with its cover; opens its page. */
const ReportRow = ({ report }: { report: IndustryReportCard }) => (
  <View
    className='commerce-row'
    role='link'
    data-testid='industry-report'
    onClick={() => void navigate('industryDetail', { id: report.id })}
  >
    <Image className='industry-cover' src={assetUrl(report.cover)} mode='aspectFill' lazyLoad />
    <Text className='commerce-row__title'>{report.title}</Text>
    <Text className='commerce-row__summary'>{report.summary}</Text>
    <Text className='commerce-row__meta'>{`${report.industry} · ${report.source} · ${formatDate(report.publishTime, 'YYYY-MM-DD')}`}</Text>
  </View>
)

/** Industrial interpretations: each industry's chain, local strengths and where investment fits. */
export default listPage({
  route: 'industry',
  searchPlaceholder: 'content.industry.searchPlaceholder',
  countLabel: 'content.industry.count',
  ...filterBy('industryId', 'content.industry.allIndustries', (api) => api.content.industryReportIndustries()),
  endpoint: industryReports.list,
  request: ({ keyword, industryId }) => ({ keyword, industryId: industryId || undefined }),
  renderItem: (report) => <ReportRow key={report.id} report={report} />,
})
