import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { taroStorage } from '@/platform/storage'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Actions, Card, Hero, Paragraph, sectionsPage } from '@/templates/sections'
import { useOptions } from '../shared/data'
import { Halls } from '../shared/halls'
import '../shared/registration.scss'

/** Where the areas a visitor means to see are kept on the device. */
const INTERESTS_KEY = 'registration-interests'

/** The exhibitions and areas a visitor means to see, ticked and kept on the device, and the way to register. */
export default sectionsPage({
  route: 'interestedExhibitions',
  testId: 'interested-exhibitions',
  useRead: useOptions,
  Sections: function InterestedExhibitions({ data }) {
    const t = useT()
    const [interests, setInterests] = useState<string[]>(() => taroStorage.get<string[]>(INTERESTS_KEY) ?? [])

    const toggle = (area: string) => {
      const next = interests.includes(area) ? interests.filter((one) => one !== area) : [...interests, area]
      setInterests(next)
      taroStorage.set(INTERESTS_KEY, next)
    }

    return (
      <>
        <Hero title={t('registration.route.interestedExhibitions')} text={t('registration.halls.interests')} />
        <Halls
          exhibitions={data.exhibitions}
          chosen={(_, area) => interests.includes(area)}
          onChoose={(_, area) => toggle(area)}
        />
        <Card>
          <Paragraph testId='interests-count'>{t('registration.halls.chosen', { count: interests.length })}</Paragraph>
          <Actions>
            <Button
              type='primary'
              block
              onClick={() => void navigate('visitorRegistration')}
              data-testid='interests-register'
            >
              {t('registration.halls.register')}
            </Button>
          </Actions>
        </Card>
      </>
    )
  },
})
