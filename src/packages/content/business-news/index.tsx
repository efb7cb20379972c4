import { newsListPage } from '../news-list/news-descriptor'

export default newsListPage('businessNews', 'investment')
