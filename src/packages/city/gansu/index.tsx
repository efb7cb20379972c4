import '@/i18n/city.pages'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RichContent } from '@/components/rich-content'
import { useAmount } from '@/components/use-amount'
import { useRequest } from '@/components/use-request'
import { RequestPage } from '@/features/layout/page-shell'
import { usePageShare } from '@/features/share/use-page-share'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import { Section } from '../shared/section'
import '../shared/city.scss'
import './index.scss'

/** The Gansu regional section: the province, its figures, its member cities and their latest projects. */
const Gansu = observer(() => {
  const t = useT()
  const amount = useAmount()
  const { api, app } = useStores()
  const section = useRequest(() => api.city.regionSection('gansu'), [app.language])
  usePageShare(section.data && { title: section.data.slogan, image: section.data.cover })
  return (
    <RequestPage route='gansu' request={section}>
      {(s) => (
        <View className='region' data-testid='region-section'>
          <View className='city-banner'>
            <Image className='city-banner__image' src={assetUrl(s.cover)} mode='aspectFill' aria-label={s.name} />
            <View className='city-banner__overlay'>
              <Text className='city-banner__name' data-testid='city-name'>
                {s.name}
              </Text>
              <Text className='city-banner__slogan'>{s.slogan}</Text>
            </View>
          </View>
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
              <View
                key={c.id}
                className='region__row'
                role='link'
                onClick={() => void navigate('memberCityDetail', { areaId: c.id })}
              >
                <Text className='region__row-title'>{c.name}</Text>
                <Text className='region__row-text'>{c.summary}</Text>
              </View>
            ))}
          </Section>
          <Section heading='city.region.projects' testId='region-projects'>
            {s.projects.map((p) => (
              <View
                key={p.id}
                className='region__row'
                role='link'
                data-testid='region-project'
                onClick={() => void navigate('projectDetail', { id: p.id })}
              >
                <Text className='region__row-title'>{p.title}</Text>
                <Text className='region__row-text'>{`${p.region} · ${t('city.region.invest', { amount: amount(p.investAmount) })}`}</Text>
              </View>
            ))}
          </Section>
        </View>
      )}
    </RequestPage>
  )
})

export default Gansu
