import '@/i18n/city.pages'
import { RichContent } from '@/components/rich-content'
import { useAmount } from '@/components/use-amount'
import { useEndpoint } from '@/components/use-endpoint'
import { city } from '@/contract/city.endpoints'
import { usePageShare } from '@/features/share/use-page-share'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Card, Figures, Row, sectionsPage } from '@/templates/sections'
import { Banner } from '../shared/city-banner'
import { Section } from '../shared/section'

/** The Gansu regional section: the province, its figures, its member cities and their latest projects. */
export default sectionsPage({
  route: 'gansu',
  testId: 'region-section',
  useRead: function useGansu() {
    const section = useEndpoint(city.regionSection, { code: 'gansu' }, { loading: true })
    // Offered for sharing from the start, with the section's slogan and cover once they have arrived.
    usePageShare(section.data && { title: section.data.slogan, image: section.data.cover })
    return section
  },
  Sections: function Gansu({ data: s }) {
    const t = useT()
    const amount = useAmount()
    return (
      <>
        <Banner image={s.cover} name={s.name} slogan={s.slogan} label={s.name} />
        <Card>
          <Figures testId='region-figures' items={s.figures.map((f) => [f.label, f.value])} />
        </Card>
        <Section heading='city.region.about'>
          <RichContent html={s.intro} />
        </Section>
        <Section heading='city.region.cities' testId='region-cities'>
          {s.cities.map((c) => (
            <Row
              key={c.id}
              title={c.name}
              text={c.summary}
              onOpen={() => void navigate('memberCityDetail', { areaId: c.id })}
            />
          ))}
        </Section>
        <Section heading='city.region.projects' testId='region-projects'>
          {s.projects.map((p) => (
            <Row
              key={p.id}
              testId='region-project'
              title={p.title}
              text={`${p.region} · ${t('city.region.invest', { amount: amount(p.investAmount) })}`}
              onOpen={() => void navigate('projectDetail', { id: p.id })}
            />
          ))}
        </Section>
      </>
    )
  },
})
