import { en as accountEn } from './areas/account.en'
import { en as authEn } from './areas/auth.en'
import { en as catalogueEn } from './areas/catalogue.en'
import { en as cityEn } from './areas/city.en'
import { en as collectiblesEn } from './areas/collectibles.en'
import { en as enterpriseEn } from './areas/enterprise.en'
import { en as exhibitionEn } from './areas/exhibition.en'
import { en as fairEn } from './areas/fair.en'
import { en as filesEn } from './areas/files.en'
import { en as formEn } from './areas/form.en'
import { en as mediaEn } from './areas/media.en'
import { en as meetingEn } from './areas/meeting.en'
import { en as mineEn } from './areas/mine.en'
import { en as pcEn } from './areas/pc.en'
import { en as pointsRewardEn } from './areas/points-reward.en'
import { en as pointsEn } from './areas/points.en'
import { en as searchEn } from './areas/search.en'
import { en as settingsEn } from './areas/settings.en'
import type { MessageKey } from './zh-cn'

/** English strings; typed against zh-cn so a missing key fails to compile. */
export const enUS: Record<MessageKey, string> = {
  'app.name': 'CIFIT',
  'app.fairName': 'China International Fair for Investment & Trade',

  'tab.home': 'Home',
  'tab.my': 'Me',

  'route.home': 'Home',
  'route.my': 'Me',
  'route.login': 'Log in',
  'route.projectList': 'Investment projects',
  'route.projectDetail': 'Project details',
  'route.parkList': 'Parks',
  'route.parkDetail': 'Park details',
  'route.newsDetails': 'News',
  'route.zjdt': 'Fair news',
  'route.industryNews': 'Industry news',
  'route.microNews': 'Micro news',
  'route.businessNews': 'Business news',
  'route.noticeNews': 'Fair notices',
  'route.localCase': 'Local cases',
  'route.publicNotice': 'Public notices',

  'common.loading': 'Loading...',
  'common.loadingMore': 'Loading more...',
  'common.noMore': 'No more',
  'common.empty': 'Nothing here yet',
  'common.retry': 'Retry',
  'common.more': 'More',
  'common.all': 'All',
  'common.cancel': 'Cancel',
  'common.confirm': 'OK',
  'common.search': 'Search',
  'common.views': '{count} views',

  'error.unknown': 'Unknown error',
  'error.network': 'Network error, please retry',
  'error.timeout': 'The request timed out, please retry',
  'error.operationFailed': 'Operation failed',
  'error.notFound': 'This content does not exist or was taken down',
  'error.loadFailed': 'Failed to load',

  'time.justNow': 'Just now',
  'time.hoursAgo': '{count} h ago',
  'time.daysAgo': '{count} d ago',

  'unit.tenThousand': '×10k',
  'unit.hundredMillion': '×100M',
  'unit.yuan': 'CNY',

  'home.searchPlaceholder': 'Search projects, parks, exhibitors, news',
  'home.latestProjects': 'Latest projects',
  'home.latestNews': 'Latest news',
  'home.hotSearches': 'Hot searches',

  'project.searchPlaceholder': 'Search project names',
  'project.industry': 'Industry',
  'project.carrier': 'Carrier',
  'project.investMode': 'Cooperation',
  'project.pushTime': 'Published',
  'project.investAmount': 'Investment',
  'project.region': 'Location',
  'project.contact': 'Contact',
  'project.contactPhone': 'Phone',
  'project.introduction': 'About the project',
  'project.images': 'Images',
  'project.count': '{count} projects',

  'park.searchPlaceholder': 'Search park names',
  'park.parkType': 'Park type',
  'park.estateType': 'Property type',
  'park.region': 'Location',
  'park.area': 'Area',
  'park.areaValue': '{area} m²',
  'park.price': 'Price',
  'park.introduction': 'About the park',
  'park.images': 'Images',
  'park.count': '{count} parks',
  'unit.yuanPerDay': 'CNY/day',
  'unit.yuanPerTon': 'CNY/ton',
  'unit.yuanPerKwh': 'CNY/kWh',
  'unit.tenThousandYuanPerMu': '10k CNY/mu',

  'collect.add': 'Collect',
  'collect.added': 'Collected',
  'collect.addedToast': 'Added to your collection',
  'collect.removedToast': 'Removed from your collection',
  'collect.loginFirst': 'Log in to collect',

  'like.add': 'Like {count}',
  'like.liked': 'Liked {count}',
  'like.loginFirst': 'Log in to like',

  'appendix.title': 'Attachments',
  'appendix.count': '{count} files',
  'my.downloads': 'My downloads',

  'news.source': 'Source: {source}',
  'news.searchPlaceholder': 'Search news',
  'news.count': '{count} news items',

  'points.rulesFailed': 'Failed to load the points rules',
  'points.finishedFailed': 'Failed to load the finished events',

  'my.notLoggedIn': 'Not logged in',
  'my.loginHint': 'Log in to see your collections, sign-ups and points',
  'my.login': 'Log in / Sign up',
  'my.collections': 'Collected',
  'my.follows': 'Following',
  'my.signUps': 'Sign-ups',
  'my.points': 'Points',
  'my.language': 'Language',
  'my.logout': 'Log out',
  'my.logoutConfirm': 'Log out now?',
  'my.loggedOut': 'Logged out',

  'language.zh-cn': '简体中文',
  'language.en-us': 'English',
  'language.switchTitle': 'Language',

  'topBar.back': 'Back',
  'topBar.share': 'Share',

  'login.title': 'Log in with a code',
  'login.phone': 'Phone',
  'login.email': 'Email',
  'login.phonePlaceholder': 'Mobile number',
  'login.emailPlaceholder': 'Email address',
  'login.code': 'Code',
  'login.codePlaceholder': 'Verification code',
  'login.codeSent': 'Code sent',
  'login.submit': 'Log in',
  'login.byPhone': 'Use phone',
  'login.byEmail': 'Use email',
  'login.invalidPhone': 'Enter a valid mobile number',
  'login.invalidEmail': 'Enter a valid email address',
  'login.invalidCode': 'Enter the 6-digit code',
  'login.success': 'Logged in',
  'login.agreement': 'By logging in you accept the User Agreement and Privacy Policy',
  ...catalogueEn,
  ...searchEn,
  ...mineEn,
  ...fairEn,
  ...enterpriseEn,
  ...exhibitionEn,
  ...mediaEn,
  ...cityEn,
  ...filesEn,
  ...pcEn,
  ...settingsEn,
  ...accountEn,
  ...authEn,
  ...pointsEn,
  ...pointsRewardEn,
  ...collectiblesEn,
  ...meetingEn,
  ...formEn,
}
