import '@/i18n/registration.pages'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { useT } from '@/stores/context'
import { useOptions } from '../shared/data'
import { HallsToExhibit } from '../shared/halls'
import { Hero } from '../shared/ui'
import '../shared/registration.scss'

/** Choosing the hall and area to exhibit in, which the application form then starts from. */
const ExhibitionSelect = observer(() => {
  const t = useT()
  const options = useOptions()
  return (
    <PageShell route='exhibitionSelect'>
      <RequestView request={options}>
        {(data) => (
          <View className='reg-page'>
            <Hero title={t('registration.route.exhibitionSelect')} text={t('registration.halls.choose')} />
            <HallsToExhibit exhibitions={data.exhibitions} />
          </View>
        )}
      </RequestView>
    </PageShell>
  )
})

export default ExhibitionSelect
