import '@/i18n/fair.pages'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { GuideBook } from '@/contract/fair.codes'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Card } from '@/templates/sections'
import { chaptersPage } from '../shared/guide-pages'

const Declare = observer(() => {
  const t = useT()
  return (
    <Card title={t('fair.health.declareTitle')}>
      <Button type='primary' block data-testid='health-declare' onClick={() => void navigate('mypageAntiepidemic')}>
        {t('fair.health.declare')}
      </Button>
    </Card>
  )
})

/** Health and safety on site, and the way to today's health declaration. */
export default chaptersPage('antiepidemic', GuideBook.health, { intro: 'fair.health.intro', Below: Declare })
