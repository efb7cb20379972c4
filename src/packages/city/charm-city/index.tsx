import '@/i18n/city.pages'
import { Gallery } from '@/components/gallery'
import { RichContent } from '@/components/rich-content'
import { sectionsPage } from '@/templates/sections'
import { CityBanner } from '../shared/city-banner'
import { CityFigures } from '../shared/city-figures'
import { Section } from '../shared/section'
import { useCityInfo } from '../shared/use-city-info'

/** The current city's showcase: banner, key figures, sanitised rich text and photos. */
export default sectionsPage({
  route: 'charmCity',
  testId: 'charm-city',
  useRead: () => useCityInfo(),
  Sections: ({ data: city }) => (
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
  ),
})
