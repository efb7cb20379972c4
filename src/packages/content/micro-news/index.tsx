import { newsListPage } from '../news-list/news-descriptor'

export default newsListPage('microNews', 'media')
