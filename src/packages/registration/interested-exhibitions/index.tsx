import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { RequestView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { taroStorage } from '@/platform/storage'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { useOptions } from '../shared/data'
import { Halls } from '../shared/halls'
import { Hero } from '../shared/ui'
import '../shared/registration.scss'

/** Where the areas a visitor means to see are kept on the device. */
const INTERESTS_KEY = 'registration-interests'

/** The exhibitions and areas a visitor means to see, ticked and kept on the device, and the way to register. */
const InterestedExhibitions = observer(() => {
  const t = useT()
  const options = useOptions()
  const [interests, setInterests] = useState<string[]>(() => taroStorage.get<string[]>(INTERESTS_KEY) ?? [])

  const toggle = (area: string) => {
    const next = interests.includes(area) ? interests.filter((one) => one !== area) : [...interests, area]
    setInterests(next)
    taroStorage.set(INTERESTS_KEY, next)
  }

  return (
    <PageShell route='interestedExhibitions'>
      <RequestView request={options}>
        {(data) => (
          <View className='reg-page'>
            <Hero title={t('registration.route.interestedExhibitions')} text={t('registration.halls.interests')} />
            <Halls
              exhibitions={data.exhibitions}
              chosen={(_, area) => interests.includes(area)}
              onChoose={(_, area) => toggle(area)}
            />
            <View className='reg-card'>
              <Text className='reg-card__text' data-testid='interests-count'>
                {t('registration.halls.chosen', { count: interests.length })}
              </Text>
              <Button
                type='primary'
                block
                onClick={() => void navigate('visitorRegistration')}
                data-testid='interests-register'
              >
                {t('registration.halls.register')}
              </Button>
            </View>
          </View>
        )}
      </RequestView>
    </PageShell>
  )
})

export default InterestedExhibitions
