import '@/i18n/fair.pages'
import { useRouteQuery } from '@/routes/navigate'
import { EditionLanding } from '../shared/edition-landing'

/**
 * An edition's landing page, as its path (/middle-page23, /pc-middlepage) or query (`edition=23&wide=1`) names it;
 * the latest edition by default.
 */
export default function MiddlePage() {
  const { edition, wide } = useRouteQuery('middlePage')
  return <EditionLanding edition={Number(edition) || undefined} wide={wide === '1'} />
}
