import { en } from './collectible.pages.en'
import { registerPageStrings } from './index'

/**
 * Strings only the collectible subpackage's pages use: they load with it (each of its pages imports this module), not in
 * the main package or the first load. A key any other code uses belongs in collectible.ts.
 */
export const zh = {
  'collectible.loginHint': '登录后查看我的数字藏品',
  'collectible.needRealName': '需要实名认证才能查看数字藏品',
  'collectible.needAdult': '数字藏品仅向已实名认证的成年用户开放',
  'collectible.goRealName': '去实名认证',
  'collectible.empty': '礼盒空空如也',
  'collectible.count': '共 {count} 件藏品',
  'collectible.serialNo': '编号',
  'collectible.acquiredAt': '获得时间',
  'collectible.receivedTag': '受赠',
  'collectible.receivedNote': '受赠的藏品仅可展示，不能再次转赠',
  'collectible.gift': '转赠',
  'collectible.giftTitle': '转赠藏品',
  'collectible.receiverPlaceholder': '请输入受赠人的 11 位手机号',
  'collectible.phoneInvalid': '请输入正确的 11 位手机号码',
  'collectible.giftConfirmTitle': '确认转赠',
  'collectible.giftConfirm': '转赠给 {phone} 后不可撤回，受赠人也不能再次转赠。确定转赠吗？',
  'collectible.gifted': '转赠成功',
  'collectible.giftFailed': '转赠失败',
  'collectible.note': '数字藏品仅供展示与一次转赠，不支持任何形式的交易或转售。',
  'collectible.terms': '《数字藏品服务协议》',
} as const

registerPageStrings(zh, en)
