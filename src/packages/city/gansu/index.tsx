import '@/i18n/city.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RichContent } from '@/components/rich-content'
import { useAmount } from '@/components/use-amount'
import { useEndpoint } from '@/components/use-endpoint'
import { city } from '@/contract/city.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { usePageShare } from '@/features/share/use-page-share'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Banner } from '../shared/city-banner'
import { Section } from '../shared/section'
import '../shared/city.scss'
import './index.scss'

interface RowProps {
  title: string
  text: string
  testId?: string
  onOpen: () => void
}

/** A member city or a project of the region: its name over a line about it; opens its page. */
const RegionRow = ({ title, text, testId, onOpen }: RowProps) => (
  <View className='region__row' role='link' data-testid={testId} onClick={onOpen}>
    <Text className='region__row-title'>{title}</Text>
    <Text className='region__row-text'>{text}</Text>
  </View>
)

/** The Gansu regional section: the province, its figures, its member cities and their latest projects. */
const Gansu = observer(() => {
  const t = useT()
  const amount = useAmount()
  const section = useEndpoint(city.regionSection, { code: 'gansu' }, { loading: true })
  usePageShare(section.data && { title: section.data.slogan, image: section.data.cover })
  return (
    <RequestPage route='gansu' request={section}>
      {(s) => (
        <View className='region' data-testid='region-section'>
          <Banner image={s.cover} name={s.name} slogan={s.slogan} label={s.name} />
          <View className='region__figures' data-testid='region-figures'>
            {s.figures.map((f) => (
              <View key={f.label} className='region__figure'>
                <Text className='region__value'>{f.value}</Text>
                <Text className='region__label'>{f.label}</Text>
              </View>
            ))}
          </View>
          <Section heading='city.region.about'>
            <RichContent html={s.intro} />
          </Section>
          <Section heading='city.region.cities' testId='region-cities'>
            {s.cities.map((c) => (
              <RegionRow
                key={c.id}
                title={c.name}
                text={c.summary}
                onOpen={() => void navigate('memberCityDetail', { areaId: c.id })}
              />
            ))}
          </Section>
          <Section heading='city.region.projects' testId='region-projects'>
            {s.projects.map((p) => (
              <RegionRow
                key={p.id}
                testId='region-project'
                title={p.title}
                text={`${p.region} · ${t('city.region.invest', { amount: amount(p.investAmount) })}`}
                onOpen={() => void navigate('projectDetail', { id: p.id })}
              />
            ))}
          </Section>
        </View>
      )}
    </RequestPage>
  )
})

export default Gansu
