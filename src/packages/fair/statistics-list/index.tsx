import '@/i18n/fair.pages'
import { observer } from 'mobx-react-lite'
import type { CommerceRelease } from '@/contract/fair'
import { COMMERCE_INDICATORS } from '@/contract/fair.codes'
import { commerce } from '@/contract/fair.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { listPage } from '@/templates/content-list/content-list-page'
import { Row } from '@/templates/sections'
import { formatDate } from '@/utils/date'

/** A release: the period's figure and its change on a year before. */
const ReleaseRow = observer(({ release }: { release: CommerceRelease }) => {
  const t = useT()
  const up = release.yoy >= 0
  return (
    <Row
      card
      testId='release'
      title={release.title}
      text={`${release.value.toLocaleString()} ${release.unit}`}
      meta={`${t(up ? 'fair.stats.up' : 'fair.stats.down', { yoy: Math.abs(release.yoy) })} · ${t(
        'fair.stats.published',
        {
          date: formatDate(release.publishTime, 'YYYY-MM-DD'),
        },
      )}`}
      onOpen={() => void navigate('statistics')}
    />
  )
})

/** The statistical releases, newest first, narrowed to one indicator from the menu. */
export default listPage({
  route: 'statisticsList',
  countLabel: 'fair.stats.count',
  filters: [{ key: 'indicator', label: 'fair.stats.allIndicators' }],
  options: async (_api, t) => ({
    indicator: COMMERCE_INDICATORS.map((value) => ({ value, label: t(`fair.stats.indicator.${value}`) })),
  }),
  endpoint: commerce.releases,
  request: ({ indicator }) => ({ indicator: (indicator || undefined) as CommerceRelease['indicator'] }),
  renderItem: (release) => <ReleaseRow key={release.id} release={release} />,
})
