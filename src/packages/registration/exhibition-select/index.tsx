import '@/i18n/registration.pages'
import { useT } from '@/stores/context'
import { Hero, sectionsPage } from '@/templates/sections'
import { useOptions } from '../shared/data'
import { HallsToExhibit } from '../shared/halls'
import '../shared/registration.scss'

/** Choosing the hall and area to exhibit in, which the application form then starts from. */
export default sectionsPage({
  route: 'exhibitionSelect',
  testId: 'exhibition-select',
  useRead: useOptions,
  Sections: function ExhibitionSelect({ data }) {
    const t = useT()
    return (
      <>
        <Hero title={t('registration.route.exhibitionSelect')} text={t('registration.halls.choose')} />
        <HallsToExhibit exhibitions={data.exhibitions} />
      </>
    )
  },
})
