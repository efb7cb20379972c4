import { MEETING_TOPIC_MAX, MEETING_TOPIC_MIN, type CardNeed } from '../../../src/contract/network.codes'
import type { DomainMessages, MessageText } from '../platform/messages'

/** Why a field was refused by the network's own rules (schema violations get the platform's messages). */
export const NETWORK_FIELD_PROBLEMS = [
  'required',
  'phone',
  'email',
  'unknownOption',
  'upload',
  'eventTime',
  'slot',
  'past',
  'topic',
] as const
export type NetworkFieldProblem = (typeof NETWORK_FIELD_PROBLEMS)[number]

const FIELD_PROBLEMS: Record<NetworkFieldProblem, string> = {
  required: '请填写完整必填项',
  phone: '请输入正确的电话号码，如 13800138000、010-12345678 或 +49 89 1234567',
  email: '请输入正确的邮箱',
  unknownOption: '请选择有效的选项',
  upload: '请先上传图片',
  eventTime: '请填写正确的活动时间和地点',
  slot: '请选择展会期间的洽谈时段',
  past: '该时段已过，请选择之后的时段',
  topic: `请填写洽谈主题（${MEETING_TOPIC_MIN}-${MEETING_TOPIC_MAX}个字）`,
}

/**
 * The network domain's messages (seed 001 sections 5, 6 and 8): the seeds' words for the group rules, chatting to
 * oneself and circle posting; the parts of matchmaking's reasons; the system lines of group chats.
 */
export const zh = {
  'network.field': (p: { problem: NetworkFieldProblem }) => FIELD_PROBLEMS[p.problem],
  'network.self': '不能与自己交换名片或聊天',
  'network.codeInvalid': '无法识别该二维码，请扫描投洽会的名片码或参会证件',
  'network.cardRequired': '请先创建您的电子名片',
  'network.exchange.already': '你们已交换过名片',
  'network.exchange.requested': '已发送交换名片请求，请等待对方同意',
  'network.exchange.notPending': '该请求已处理或已撤回',
  'network.chat.exchangeFirst': '交换名片后才能私聊',
  'network.chat.roomNotFound': '房间不存在',
  'network.chat.tooFast': '发送过于频繁，请稍后再试',
  'network.group.full': '该群已满员',
  'network.group.limit': (p: { limit: number }) => `已达到加入群聊数量上限（${p.limit}个）`,
  'network.group.inviteOnly': '该群仅对受邀用户开放',
  'network.group.unavailable': '该产品或项目暂未开放入群',
  'network.group.ownerOnly': '仅群主可以进行此操作',
  'network.group.cannotRemove': '不能移除群主或项目负责人',
  'network.group.membersOnly': '仅群成员可以查看和发送群消息',
  'network.group.alreadyMember': '您已在该群中',
  'network.group.alreadyApplied': '已提交入群申请，请等待群主审核',
  'network.group.alreadyInvited': '已邀请对方，请等待对方接受',
  'network.group.ownerLeaves': '请先将群主转让给其他成员再退出',
  'network.group.ownerCandidate': '群主须为与您交换过名片的人或群成员',
  'network.group.noOwner': '该群暂无群主，暂不能申请加入',
  'network.system.joined': (p: { name: string }) => `${p.name} 加入了群聊`,
  'network.system.left': (p: { name: string }) => `${p.name} 退出了群聊`,
  'network.system.removed': (p: { name: string }) => `${p.name} 被移出群聊`,
  'network.system.notice': (p: { name: string }) => `${p.name} 发布了群公告`,
  'network.system.renamed': (p: { name: string }) => `${p.name} 修改了群资料`,
  'network.system.owner': (p: { name: string }) => `${p.name} 成为新群主`,
  'network.service.notice': (p: { hours: number }) => `客服将在${p.hours}小时内回复您的留言`,
  'network.service.staff': '在线客服',
  'network.service.application': (p: { organisation: string; position: string; reason: string }) =>
    `申请投资圈发帖认证：${p.organisation}，${p.position}${p.reason ? `。${p.reason}` : ''}`,
  'network.service.certified': '您的投资圈发帖认证已通过，现在可以发布动态。',
  'network.service.refused': (p: { reason: string }) => `您的投资圈发帖认证未通过：${p.reason}`,
  'network.circle.notCertified': '投资圈发帖需先提交申请并通过客服认证',
  'network.circle.alreadyCertified': '您已通过认证',
  'network.circle.alreadyApplied': '认证申请已提交，客服将在72小时内处理',
  'network.circle.noApplication': '该用户没有待处理的认证申请',
  'network.circle.access.none': '发布功能内测中：提交申请并经客服认证后即可发布，客服将在72小时内回复。',
  'network.circle.access.applied': '认证申请已提交，客服将在72小时内处理。发布功能内测中。',
  'network.circle.access.certified': '您已通过认证，可以发布（发布功能内测中）。',
  'network.circle.access.refused': (p: { reason: string }) =>
    `认证未通过：${p.reason}。可修改后重新申请（发布功能内测中）。`,
  'network.match.off': '您已关闭个性化推荐，暂无为您推荐的内容；可在设置中开启。',
  'network.match.on': '根据您名片的行业、关注领域以及提供和寻求的资源推荐',
  'network.match.quota': (p: { quota: number }) => `今日匹配次数已用完（每天${p.quota}次），请明天再来`,
  'network.match.sameIndustry': (p: { industry: string }) => `同属${p.industry}`,
  'network.match.interest': (p: { industry: string }) => `${p.industry}是您关注的行业`,
  'network.match.theyOffer': (p: { seek: string; offer: string }) => `您寻求${p.seek}，对方${p.offer}`,
  'network.match.youOffer': (p: { seek: string; offer: string }) => `您${p.offer}，对方寻求${p.seek}`,
  'network.match.exhibits': (p: { booth: string }) => `在${p.booth}展位参展`,
  'network.match.projectSeeks': (p: { amount: string }) => `项目寻求投资${p.amount}`,
  'network.match.join': '；',
  'network.match.nobodyToMeet': '该匹配暂无可约见的联系人',
  'network.meeting.conflict': (p: { title: string }) => `该时段与您日程中的「${p.title}」冲突，请选择其他时段`,
  'network.meeting.otherBusy': (p: { title: string; time: string }) =>
    `对方在该时段已有日程「${p.title}」（${p.time}），请选择其他时段`,
  'network.meeting.otherMeeting': (p: { time: string }) => `对方在该时段已有另一场洽谈（${p.time}），请选择其他时段`,
  'network.meeting.pointTaken': '该洽谈点此时段已约满，请选择其他时段或地点',
  'network.meeting.notPending': '该洽谈请求已处理或不需要您答复',
  'network.meeting.title': (p: { name: string }) => `与${p.name}洽谈`,
  'network.meeting.titleTopic': (p: { name: string; topic: string }) => `与${p.name}洽谈：${p.topic}`,
  'network.exhibitorOnly': '展商工具仅供参展企业账号使用',
  'network.team.already': '对方已是团队成员',
  'network.team.alreadyInvited': '已邀请对方，对方接受后即加入团队',
  'network.team.ownerOnly': '只有团队负责人可以邀请或移出同事',
  'network.team.ownerStays': '团队负责人不能退出团队',
  'network.need.investment': '投资',
  'network.need.projects': '项目',
  'network.need.partners': '合作伙伴',
  'network.need.markets': '市场渠道',
  'network.need.technology': '技术',
  'network.need.sites': '落地载体',
  'network.need.services': '专业服务',
  'network.need.talent': '人才',
  'network.offer.investment': '可提供投资',
  'network.offer.projects': '有项目寻求合作',
  'network.offer.partners': '愿意合作',
  'network.offer.markets': '拥有市场渠道',
  'network.offer.technology': '提供技术',
  'network.offer.sites': '提供落地载体',
  'network.offer.services': '提供专业服务',
  'network.offer.talent': '提供人才',
} as const satisfies DomainMessages<'network'> &
  Record<`network.need.${CardNeed}` | `network.offer.${CardNeed}`, MessageText>

type NetworkMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends NetworkMessages {}
}
