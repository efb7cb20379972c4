import '@/i18n/fair.pages'
import { useEndpoint } from '@/components/use-endpoint'
import { editions } from '@/contract/fair.endpoints'
import { useT } from '@/stores/context'
import { Card, Paragraph, sectionsPage } from '@/templates/sections'
import { useYearRead, YearChips } from '../shared/years'

/** An edition's awards, the previous answer kept on screen while another edition's are asked for. */
const useHonours = (year: number | undefined) => useEndpoint(editions.honours, { year }, { keepPrevious: true })

/** The awards of an edition by category; the editions that gave awards as chips. */
export default sectionsPage({
  route: 'honorList',
  testId: 'honor-list',
  useRead: () => useYearRead('honorList', useHonours),
  Sections: function HonorList({ data: { shown: list, choose } }) {
    const t = useT()
    return (
      <>
        <YearChips
          years={list.years}
          year={list.year}
          testId='honor-year'
          label={(year) => t('fair.honours.year', { year })}
          onChoose={choose}
        />
        {list.groups.map((group) => (
          <Card key={group.category} title={group.category} testId='honor-group'>
            {group.winners.map((winner) => (
              <Paragraph key={winner}>{`🏅 ${winner}`}</Paragraph>
            ))}
          </Card>
        ))}
      </>
    )
  },
})
