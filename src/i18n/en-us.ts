import { en as accountEn } from './account.en'
import { en as cityEn } from './city.en'
import { en as collectibleEn } from './collectible.en'
import { en as contentEn } from './content.en'
import { en as enterpriseEn } from './enterprise.en'
import { en as exhibitionEn } from './exhibition.en'
import { en as fairEn } from './fair.en'
import { en as filesEn } from './files.en'
import { en as mediaEn } from './media.en'
import { en as meetingEn } from './meeting.en'
import { en as networkEn } from './network.en'
import { en as pointsEn } from './points.en'
import { en as registrationEn } from './registration.en'
import { en as searchEn } from './search.en'
import type { MainMessageKey } from './zh-cn'

/** English strings; typed against zh-cn so a missing key fails to compile. */
export const enUS: Record<MainMessageKey, string> = {
  'form.sendCode': 'Get code',
  'form.resendIn': 'Resend in {count}s',
  'form.choose': 'Choose',
  'form.typeHere': 'Type here',
  'form.group.remove': 'Remove',
  'form.upload.oneKind': 'Only pictures or videos can be uploaded, one kind at a time',
  'form.upload.tooLarge': 'A file may be at most {size}',
  'form.upload.failed': 'Upload failed',
  'tab.search': 'Search',
  'app.name': 'CIFIT',
  'app.fairName': 'China International Fair for Investment & Trade',
  'tab.home': 'Home',
  'tab.my': 'Me',
  'common.loading': 'Loading...',
  'common.listSeparator': ', ',
  'common.loadingMore': 'Loading more...',
  'common.noMore': 'No more',
  'common.empty': 'Nothing here yet',
  'common.offlineCopy': 'Offline: showing what was saved at {time}; it may be out of date',
  'common.offlineCopyUndated': 'Offline: showing what was saved earlier; it may be out of date',
  'common.offlineMissing':
    'You are offline, and this page is not saved on this phone yet: open it again once you are online',
  'common.retry': 'Retry',
  'common.more': 'More',
  'common.all': 'All',
  'common.cancel': 'Cancel',
  'common.confirm': 'OK',
  'common.search': 'Search',
  'common.slideOf': 'Slide {index} of {count}',
  'common.views': '{count} {count|view|views}',
  'error.unknown': 'Unknown error',
  'error.network': 'Network error, please retry',
  'error.timeout': 'The request timed out, please retry',
  'error.operationFailed': 'Operation failed',
  'error.submitFailed': 'Submission failed',
  'error.sendFailed': 'Send failed, please retry',
  'error.notFound': 'This content does not exist or was taken down',
  'error.loadFailed': 'Failed to load',
  'time.justNow': 'Just now',
  'time.hoursAgo': '{count} h ago',
  'time.daysAgo': '{count} d ago',
  'unit.tenThousand': '×10k',
  'unit.hundredMillion': '×100M',
  'unit.yuan': 'CNY',
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
  'language.zh-cn': '简体中文',
  'language.en-us': 'English',
  'language.switchTitle': 'Language',
  'topBar.back': 'Back',
  'topBar.share': 'Share',
  ...accountEn,
  ...cityEn,
  ...collectibleEn,
  ...contentEn,
  ...enterpriseEn,
  ...exhibitionEn,
  ...fairEn,
  ...filesEn,
  ...mediaEn,
  ...meetingEn,
  ...networkEn,
  ...pointsEn,
  ...registrationEn,
  ...searchEn,
}
