import '@/i18n/city.pages'
import { observer } from 'mobx-react-lite'
import { Gallery } from '@/components/gallery'
import { RichContent } from '@/components/rich-content'
import { RequestPage } from '@/features/layout/page-shell'
import { CityBanner } from '../shared/city-banner'
import { CityFigures } from '../shared/city-figures'
import { Section } from '../shared/section'
import { useCityInfo } from '../shared/use-city-info'

/** The current city's showcase: banner, key figures, sanitised rich text and photos. */
const CharmCity = observer(() => {
  const info = useCityInfo()
  return (
    <RequestPage route='charmCity' request={info}>
      {(city) => (
        <>
          <CityBanner city={city} />
          <CityFigures figures={city.figures} />
          <Section heading='city.showcase' testId='charm-content'>
            <RichContent html={city.content} />
          </Section>
          {city.images.length > 0 && (
            <Section heading='city.images'>
              <Gallery images={city.images} className='city-gallery' imageClassName='city-gallery__image' />
            </Section>
          )}
        </>
      )}
    </RequestPage>
  )
})

export default CharmCity
