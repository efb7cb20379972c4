// The fair guide's chapter pages (handbook, health, conduct, about) and its exhibitor and participant shelves.
import { guide, list, type GuideSeed } from './guide.fixtures'
import { t } from '../platform/text'

export const HANDBOOK: readonly GuideSeed[] = [
  guide(
    'handbook.dates',
    t('会期与开放时间', 'Dates and opening hours'),
    t(
      '第二十五届中国国际投资贸易洽谈会于2026年9月8日至11日在厦门国际会展中心举办。',
      'The 25th China International Fair for Investment and Trade runs from 8 to 11 September 2026 at the Xiamen International Conference and Exhibition Center.',
    ),
    list(
      t(
        '9月7日：展商布展，专业观众证件领取。',
        '7 September: exhibitors build their stands; professional visitors collect badges.',
      ),
      t(
        '9月8日至10日：9:00—17:00 对专业观众和公众开放。',
        '8–10 September: open 9:00–17:00 to professional visitors and the public.',
      ),
      t('9月11日：9:00—12:00 开放，12:00起撤展。', '11 September: open 9:00–12:00; stands come down from 12:00.'),
    ),
  ),
  guide(
    'handbook.halls',
    t('展馆与展区', 'Halls and zones'),
    t(
      '展览面积12万平方米，分A、B、C三个展区：A区为投资机构与城市展，B区为产业与项目展，C区为国际展与跨境服务。',
      'The fair covers 120,000 m² in three zones: A for investment agencies and cities, B for industries and projects, C for the international pavilions and cross-border services.',
    ),
    list(
      t(
        '南登录厅：观众入口、证件服务与咨询台。',
        'South entrance hall: visitor entry, badge service and information desk.',
      ),
      t('A1馆：开幕式与国际投资论坛主会场。', 'Hall A1: the opening ceremony and the International Investment Forum.'),
      t('B2馆：项目路演台与投融资对接区。', 'Hall B2: the roadshow stage and the investment matchmaking area.'),
      t(
        'C3馆：“一带一路”国家馆与海外投资促进机构专区。',
        'Hall C3: the Belt and Road pavilions and the overseas investment promotion agencies.',
      ),
    ),
  ),
  guide(
    'handbook.entry',
    t('证件与入场', 'Badges and entry'),
    t(
      '所有人员凭实名电子证件二维码入场，一人一证，入场时须配合安检。',
      'Everyone enters with the QR code of a real-name e-badge, one badge per person, and passes the security check.',
    ),
    list(
      t(
        '未完成预登记的观众可于现场服务点办理登记。',
        'Visitors who did not pre-register can register at the on-site service points.',
      ),
      t('证件不得转借，转借证件将被收回。', 'Badges are personal: a lent badge is withdrawn.'),
    ),
  ),
  guide(
    'handbook.transport',
    t('交通与接驳', 'Getting there'),
    t(
      '乘坐地铁2号线至会展中心站，步行约5分钟到达南登录厅；会期开通火车站及指定酒店至展馆的免费接驳巴士。',
      'Take Metro Line 2 to the Convention Center station, five minutes on foot from the south entrance hall; free shuttle buses run from the railway stations and the partner hotels during the fair.',
    ),
    t('咨询电话：0592-5959800。', 'Information line: 0592-5959800.'),
  ),
  guide(
    'handbook.care',
    t('特殊人群参观', 'Visitors who need company'),
    t(
      '老年人（60岁及以上）、未成年人及残障观众须有成年人陪同入场，陪同人员亦须持证。',
      'Elderly visitors (60 and over), minors and visitors with disabilities must be accompanied on site by an adult who also holds a badge.',
    ),
    list(
      t(
        '南登录厅提供轮椅借用与无障碍通道指引。',
        'Wheelchairs and directions to the step-free routes are at the south entrance hall.',
      ),
      t('各展馆设有母婴室和无障碍卫生间。', 'Every hall has a nursing room and accessible toilets.'),
    ),
  ),
  guide(
    'handbook.services',
    t('现场服务时间', 'On-site service hours'),
    list(
      t('9月8日 12:00—17:00', '8 September 12:00–17:00'),
      t('9月9日、10日 9:00—17:00', '9 and 10 September 9:00–17:00'),
      t('9月11日 9:00—12:00', '11 September 9:00–12:00'),
    ),
    t(
      '服务热线：0592-5959800，邮箱：visitor@cifit.example。',
      'Service line: 0592-5959800, email visitor@cifit.example.',
    ),
  ),
]

export const HEALTH: readonly GuideSeed[] = [
  guide(
    'health.entry',
    t('入场健康提示', 'Health at the entrance'),
    t(
      '请在出行前完成每日健康申报；发热（体温37.3℃及以上）或有呼吸道症状者请勿入场，可就近就医后再参会。',
      'Complete the daily health declaration before you set out; with a fever (37.3 °C or above) or respiratory symptoms, please do not enter, and see a doctor first.',
    ),
    t(
      '入口设有无感测温通道，体温异常者将由医务人员复测。',
      'The entrances take temperatures as you pass; medical staff check again when one is high.',
    ),
  ),
  guide(
    'health.onsite',
    t('展馆内防护', 'Inside the halls'),
    list(
      t(
        '人员密集区域建议佩戴口罩，展馆各入口免费发放。',
        'Masks are advised in crowded areas and are free at every entrance.',
      ),
      t(
        '展馆每日闭馆后全面消杀，通风系统全天开启。',
        'The halls are disinfected every evening and ventilated all day.',
      ),
      t(
        '洽谈区座位间隔设置，会议室按容量控制人数。',
        'Meeting areas keep seats apart and rooms admit no more than their capacity.',
      ),
    ),
  ),
  guide(
    'health.medical',
    t('医疗救护', 'Medical help'),
    t(
      'A1、B2、C3馆各设医疗站，配备急救人员和自动体外除颤器（AED）；急救电话0592-5959120。',
      'Halls A1, B2 and C3 each have a medical station with first-aid staff and a defibrillator (AED); emergency line 0592-5959120.',
    ),
  ),
]

export const GUIDELINES: readonly GuideSeed[] = [
  guide(
    'guidelines.conduct',
    t('文明参会', 'Courtesy on site'),
    list(
      t('遵守现场秩序，有序排队，服从工作人员引导。', 'Queue in order and follow the staff’s directions.'),
      t('展馆内禁止吸烟，禁止携带宠物（导盲犬除外）。', 'No smoking in the halls; no pets except guide dogs.'),
      t('未经展商同意，请勿拍摄展品。', 'Do not photograph exhibits without the exhibitor’s consent.'),
    ),
  ),
  guide(
    'guidelines.prohibited',
    t('禁止携带物品', 'Items not allowed'),
    list(
      t(
        '易燃易爆、管制刀具及其他危险物品。',
        'Flammable or explosive items, controlled knives and other dangerous objects.',
      ),
      t(
        '无人机、自拍杆及大件行李（可寄存于南登录厅）。',
        'Drones, selfie sticks and large luggage (the south entrance hall keeps luggage).',
      ),
    ),
  ),
  guide(
    'guidelines.business',
    t('商务洽谈', 'Doing business'),
    t(
      '展位内不得现场零售，洽谈签约请使用B2馆签约区；涉及知识产权纠纷可向C1馆知识产权服务站投诉。',
      'No retail sales at the stands; sign agreements in the signing area of hall B2, and raise intellectual property complaints at the IP service desk in hall C1.',
    ),
  ),
]

export const ABOUT: readonly GuideSeed[] = [
  guide(
    'about.organisers',
    t('主办与承办', 'Organisers'),
    t(
      '投洽会由中华人民共和国商务部主办，福建省人民政府、厦门市人民政府等联合承办，自1997年起每年9月在厦门举办。',
      'CIFIT is organised by the Ministry of Commerce of the People’s Republic of China and hosted by the People’s Government of Fujian Province, the People’s Government of Xiamen and their partners; it has been held in Xiamen every September since 1997.',
    ),
  ),
  guide(
    'about.platform',
    t('关于本平台', 'About this platform'),
    t(
      '投洽会线上平台提供展会资讯、项目与园区查询、会议报名、商务对接和电子证件，可在微信小程序、手机应用和网页中使用。',
      'The CIFIT online platform gives you the fair’s news, projects and parks, meeting sign-up, business matchmaking and your e-badge, in the WeChat mini program, the mobile app and the web.',
    ),
  ),
  guide(
    'about.secretariat',
    t('组委会秘书处', 'Secretariat'),
    t(
      '地址：厦门市思明区会展路198号；电话：0592-5959800；邮箱：secretariat@cifit.example。',
      'Address: 198 Huizhan Road, Siming District, Xiamen; phone 0592-5959800; email secretariat@cifit.example.',
    ),
  ),
]

export const EXHIBITOR: readonly GuideSeed[] = [
  guide(
    'exhibitor.apply',
    t('参展申请', 'Applying to exhibit'),
    t(
      '机构通过“组织报名”提交参展申请，审核通过后2至14个工作日内由招展人员联系确认展位。',
      'Organisations apply through organisation registration; once approved, the sales team contacts them within 2 to 14 working days to confirm the stand.',
    ),
    list(
      t('标准展位9平方米（3米×3米），按整数个申请。', 'Standard booths are 9 m² (3 m × 3 m), taken in whole numbers.'),
      t('光地36平方米起租。', 'Raw space is rented from 36 m².'),
    ),
  ),
  guide(
    'exhibitor.apply.documents',
    t('申请材料', 'Documents'),
    list(
      t('营业执照或登记证书扫描件。', 'A scan of the business licence or registration certificate.'),
      t('机构标志（PNG或JPG，1MB以内）。', 'The organisation’s logo (PNG or JPG, up to 1 MB).'),
      t('中英文机构简介，各不超过100词。', 'Profiles in Chinese and English, each under 100 words.'),
    ),
  ),
  guide(
    'exhibitor.build',
    t('布展与撤展', 'Build-up and dismantling'),
    t(
      '布展时间为9月6日至7日8:00—22:00，撤展时间为9月11日12:00—22:00；特装展位须提前提交设计图审核。',
      'Build-up is 6–7 September, 8:00–22:00; dismantling is 11 September, 12:00–22:00. Custom stands submit their designs for review in advance.',
    ),
  ),
  guide(
    'exhibitor.logistics',
    t('展品运输', 'Shipping exhibits'),
    t(
      '指定物流服务商提供展品运输、仓储和报关服务，联系电话0592-5959833。',
      'The appointed logistics partner handles shipping, storage and customs for exhibits; call 0592-5959833.',
    ),
  ),
  guide(
    'exhibitor.staff',
    t('展商证件', 'Exhibitor badges'),
    t(
      '每9平方米可办理3张展商证，工作人员通过“个人报名”选择展商身份提交。',
      'Each 9 m² gives three exhibitor badges; staff register themselves as exhibitor staff through personal registration.',
    ),
  ),
]

export const PARTICIPANT: readonly GuideSeed[] = [
  guide(
    'participant.register',
    t('注册与证件', 'Registering and your badge'),
    t(
      '完成实名认证后提交参会登记，预登记于9月2日18:00截止，审核通过后生成电子证件。',
      'Verify your real name, then register; pre-registration closes at 18:00 on 2 September, and your e-badge appears once approved.',
    ),
  ),
  guide(
    'participant.register.group',
    t('团组报名', 'Group registration'),
    t(
      '团组由联系人统一报名并领取证件，可选择现场领取或快递到付，邮寄地址提交后不可修改。',
      'A group registers through its contact, who collects every badge on site or by express on delivery; the mailing address cannot change once submitted.',
    ),
  ),
  guide(
    'participant.meetings',
    t('会议与论坛', 'Meetings and forums'),
    t(
      '在会议列表中报名感兴趣的论坛，同一时段最多报名2场；入场时在会议签到表上签到。',
      'Sign up for forums in the meeting list, at most two in one time slot; sign the meeting’s sheet at the door.',
    ),
  ),
  guide(
    'participant.matchmaking',
    t('项目对接', 'Project matchmaking'),
    t(
      'B2馆投融资对接区每日举办项目路演，可在应用中预约与项目方、园区方洽谈。',
      'The matchmaking area of hall B2 holds project roadshows every day; book talks with project owners and parks in the app.',
    ),
  ),
  guide(
    'participant.stay',
    t('住宿与交通', 'Where to stay'),
    t(
      '组委会协议酒店提供会期优惠房价并开通接驳巴士，可在“酒店预订指南”中查看。',
      'The partner hotels give fair rates and are served by the shuttle buses; see the hotel booking guide.',
    ),
  ),
]

/** The chapter pages and shelves, in the order they are stored. */
export const BOOKS: readonly (readonly GuideSeed[])[] = [HANDBOOK, HEALTH, GUIDELINES, ABOUT, EXHIBITOR, PARTICIPANT]
