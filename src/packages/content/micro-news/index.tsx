import '@/i18n/content.pages'
import { newsListPage } from '../news-list/news-descriptor'

export default newsListPage('microNews', 'media')
