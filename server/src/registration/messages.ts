import type { FieldProblemCode } from '../../../src/contract/registration.codes'
import type { DomainMessages } from '../platform/messages'

/** What each refused field says under it (seed 001 sections 5 and 8). */
const PROBLEMS: Record<FieldProblemCode, string> = {
  required: '请填写完整必填项',
  unknownOption: '请选择有效的选项',
  tooLong: '内容过长',
  chineseName: '姓名请输入中文',
  idNumber: '请输入正确的证件号码',
  birthDate: '请输入正确的出生日期',
  birthDateMismatch: '出生日期与证件号码不一致',
  genderMismatch: '性别与证件号码不一致',
  phone: '请输入正确的电话号码，如 13800138000、010-12345678 或 +49 89 1234567',
  email: '请输入正确的邮箱',
  fax: '请输入正确的传真号码，如 86-010-12345679',
  website: '请输入正确的网址',
  postCode: '请输入正确的邮政编码',
  wechatId: '请输入正确的微信号',
  date: '请输入正确的日期',
  dateOrder: '离开时间不能早于到达时间',
  entryTime: '时间须在展会期间（9月8日至11日）',
  boothCount: '标准展位数须为正整数（一个标准展位9㎡，3m×3m）',
  rentalArea: '光地面积须为整数，36㎡起租',
  profileWords: '简介须少于100字',
  description: '描述不能超过200字',
  digitsOnly: '注册资本只能输入数字',
  amount: '请输入正确的金额',
  overseasCap: '境外资本项目投资额须低于1亿美元',
  percentage: '请输入0到100之间的比例',
  wholeNumber: '请输入整数',
  privacy: '请先阅读并勾选隐私政策',
  invitationCode: '邀请码无效或已用完',
  upload: '请上传图片',
  exhibitionArea: '请选择所选展馆内的展区',
  tooManyMembers: '团组成员不能超过申报人数（最多200人）',
  duplicateMember: '该证件号码已在团组成员名单中',
  identityMismatch: '姓名、证件号码与实名认证信息不一致，认证失败',
}

type Problem = { problem: FieldProblemCode }
type Row = { row: number; problem: FieldProblemCode }
type Hours = { hours: string }
type Reason = { reason: string; hours: string }
type When = { when: string }
type Window = { from: string; to: string }
type Steps = { next: string }
type Limit = { limit: string }
type Day = { day: string }

/** What registration answers: refusals, notices, reviews, uploads and badges (seed 001 sections 4, 5, 6, 8, 9). */
export const zh = {
  'registration.field': (p: Problem) => PROBLEMS[p.problem],
  'registration.realNameRequired': '报名前请先完成实名认证',
  'registration.deadlinePassed': '报名已截止：预登记已于9月2日18:00关闭',
  'registration.alreadyRegistered': '您已提交过该类报名，请查看或修改原报名',
  'registration.notEditable': '报名当前的审核状态不允许此操作',
  'registration.notFound': '未找到该证件的报名信息',
  'registration.collectionLocked': '提交后证件领取方式和邮寄地址不能更改',
  'registration.notConfigured': '报名服务暂未开通，请稍后再试',
  'registration.notice.reply': (p: When) => `已提交，我们将在72小时内（${p.when}前）回复您`,
  'registration.notice.exhibitorContact': (p: Window) =>
    `参展申请已通过，工作人员将在2至14个工作日内（${p.from}至${p.to}）与您联系`,
  'registration.notice.refused': (p: Reason) =>
    `审核未通过：${p.reason}。请修改后重新提交，或在现场服务时间到现场重新办理（${p.hours}）`,
  'registration.notice.issued': '证件已制发，入场时请出示电子证件二维码',
  'registration.notice.approved': '审核已通过，证件制作中',
  'registration.notice.deadline': '预登记于9月2日18:00截止，截止后请在现场服务时间到现场办理',
  'registration.notice.serviceHours': (p: Hours) => `现场服务时间：${p.hours}`,
  'registration.notice.companion': '老年人、未成年人及残障人士须有人陪同入场',
  'registration.notice.groupCollection': '团组证件仅限团组联系人领取',
  'registration.notice.replyPromise': '提交后我们将在72小时内回复',
  'registration.notice.exhibitorContactPromise': '参展申请通过后，工作人员将在2至14个工作日内与您联系',
  'registration.import.unreadable': '无法读取该表格，请上传 CSV（UTF-8）或 XLSX 文件',
  'registration.import.tooLarge': '表格内容过多，不像成员名单；请只保留成员（最多 200 行）',
  'registration.import.noHeader': '表格第一行须为表头：姓名、证件类型、证件号码、出生日期、性别…',
  'registration.import.empty': '表格中没有成员',
  'registration.import.row': (p: Row) => `第${p.row}行：${PROBLEMS[p.problem]}`,
  'registration.review.cannotAdvance': (p: Steps) => `该报名当前不能转到此状态（下一步：${p.next}）`,
  'registration.review.cannotRefuse': '该报名当前状态不能驳回（已通过或已驳回）',
  'registration.review.withdrawn': '该报名已撤回',
  'registration.review.reasonRequired': '请填写不通过的原因',
  'registration.review.operatorRequired': '请填写审核人',
  'registration.review.noExhibitorTrack': '只有机构（参展商）报名有参展审核',
  'registration.review.notExpress': '该报名未选择快递到付，不能填写快递单号',
  'registration.review.expressTooEarly': '证件制作后才能填写快递单号',
  'registration.review.expressNumber': '请输入正确的快递单号（6至30位字母、数字或连字符）',
  'registration.upload.kind': '只能上传图片或视频，且一次只能上传一种格式',
  'registration.upload.tooLarge': (p: Limit) => `文件不能超过${p.limit}`,
  'registration.upload.tooManyPixels': (p: Limit) => `图片不能超过${Number(p.limit) * 100}万像素`,
  'registration.upload.quota': (p: Limit) => `您上传的文件总量已达上限（${p.limit}）`,
  'registration.upload.missing': '请选择要上传的文件',
  'registration.upload.tooMany': '一次最多上传9个文件',
  'registration.upload.notConfigured': '文件存储服务暂未开通，上传失败',
  'registration.upload.tokenInvalid': '上传凭证无效或已过期，请重新获取',
  'registration.badge.notIssued': '证件尚未制发：审核通过并制证后可查看电子证件',
  'registration.badge.invalid': '证件二维码无效，请核对证件',
  'registration.badge.expired': '证件二维码已过期',
  'registration.badge.notConfigured': '电子证件服务暂未开通',
  'registration.badge.staffOnly': '仅入口工作人员可核验证件',
  'registration.entry.withdrawn': '该报名已撤回或证件已失效，不能入场',
  'registration.entry.notOpen': (p: Day) => `展会尚未开幕（${p.day}开幕），暂不能入场`,
  'registration.entry.closed': '展会已闭幕',
  'registration.draft.tooLarge': '草稿内容过多，保存失败',
} as const satisfies DomainMessages<'registration'>

type RegistrationMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends RegistrationMessages {}
}
