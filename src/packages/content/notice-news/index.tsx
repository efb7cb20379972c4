import { newsListPage } from '../news-list/news-descriptor'

export default newsListPage('noticeNews', 'fair')
