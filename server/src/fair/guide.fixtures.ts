// The fair guide's services, notices and contacts, and the helpers its articles here and in guide-books use.
import { t, type Text } from '../platform/text'

/** A paragraph, a heading or a list of a guide article. */
export type Block = Text | { heading: Text } | { items: Text[] }

/** A guide article: its code, title and blocks. */
export interface GuideSeed {
  code: string
  title: Text
  blocks: Block[]
}

/** Helpers that write the articles below: an article, a heading, a list. */
export const guide = (code: string, title: Text, ...blocks: Block[]): GuideSeed => ({ code, title, blocks })

export const h = (zh: string, en: string) => ({ heading: t(zh, en) })

export const list = (...items: Text[]) => ({ items })

/** The visitor service guide: one topic per service, the articles under it (service.<topic>.<article>). */
export const SERVICES: readonly GuideSeed[] = [
  guide(
    'service.transport',
    t('交通出行', 'Transport'),
    t(
      '厦门国际会展中心位于厦门市思明区会展路198号，毗邻厦门国际会议中心，可乘坐地铁、接驳巴士或出租车前往。',
      'The Xiamen International Conference and Exhibition Center is at 198 Huizhan Road, Siming District, next to the Xiamen International Conference Center; reach it by metro, shuttle bus or taxi.',
    ),
    t(
      '会期展馆周边交通管制，建议优先选择公共交通。',
      'Roads around the halls are controlled during the fair: public transport is the best choice.',
    ),
  ),
  guide(
    'service.transport.metro',
    t('地铁与公交', 'Metro and buses'),
    t(
      '乘坐地铁2号线至会展中心站下车，步行约5分钟即可到达南登录厅。',
      'Take Metro Line 2 to the Convention Center station; the south entrance hall is a five-minute walk away.',
    ),
    h('温馨提示', 'Good to know'),
    list(
      t(
        '开幕日（9月8日）上午客流较大，请预留出行时间。',
        'The morning of the opening day (8 September) is the busiest: allow extra time.',
      ),
      t(
        '公交会展中心站设有多条线路，会期加密班次。',
        'Several bus lines stop at the Convention Center stop, with more frequent services during the fair.',
      ),
    ),
  ),
  guide(
    'service.transport.shuttle',
    t('免费接驳巴士', 'Free shuttle buses'),
    t(
      '会期（9月8日至11日）开通厦门北站、厦门站及指定酒店至展馆的免费接驳巴士，凭证件乘车。',
      'During the fair (8–11 September) free shuttle buses run from Xiamen North and Xiamen railway stations and the designated hotels to the halls; show your badge to board.',
    ),
    h('发车时间', 'Timetable'),
    list(
      t('前往展馆：7:30至10:30，每20分钟一班。', 'To the halls: 7:30 to 10:30, every 20 minutes.'),
      t(
        '返回：15:30至18:00，每20分钟一班；9月11日为11:30至13:30。',
        'Back: 15:30 to 18:00, every 20 minutes; on 11 September 11:30 to 13:30.',
      ),
    ),
    t('接驳巴士在展馆南广场上下客。', 'Shuttles stop at the south square of the halls.'),
  ),
  guide(
    'service.transport.taxi',
    t('出租车与网约车', 'Taxis and ride-hailing'),
    t(
      '厦门国际会展中心距厦门高崎国际机场约15公里，打车约25分钟。',
      'The centre is about 15 km from Xiamen Gaoqi International Airport, roughly 25 minutes by taxi.',
    ),
    t(
      '出租车候车点设在南广场东侧，网约车请在指定上客区上车，展馆门前不得停车。',
      'The taxi stand is on the east side of the south square; ride-hailing cars pick up in the marked zone, and no car may stop in front of the halls.',
    ),
  ),
  guide(
    'service.parking',
    t('停车服务', 'Parking'),
    t(
      '会期展馆周边停车位紧张，请尽量绿色出行；自驾观众可使用会展中心北停车场。',
      'Parking near the halls is scarce during the fair; please come by public transport if you can. Drivers may use the north car park of the centre.',
    ),
  ),
  guide(
    'service.parking.visitors',
    t('观众停车', 'Visitor parking'),
    t(
      '北停车场约1,200个车位，收费标准按厦门市物价部门规定执行，满位后请按交警指引前往周边停车场。',
      'The north car park has about 1,200 spaces, charged at the city rate; when it is full, follow the traffic police to the car parks nearby.',
    ),
    t('停车场设有新能源汽车充电桩和无障碍车位。', 'It has chargers for electric cars and accessible spaces.'),
  ),
  guide(
    'service.parking.exhibitors',
    t('参展车辆与货车通行证', 'Exhibitor vehicles and truck passes'),
    t(
      '布撤展货车须提前在参展商服务系统预约货车通行证，凭证从东侧货运通道进入。',
      'Trucks moving in or out must book a truck pass in the exhibitor service system beforehand and enter through the east freight gate.',
    ),
    t('展期内货车不得进入展馆区域。', 'No trucks may enter the hall area while the fair is open.'),
  ),
  guide(
    'service.catering',
    t('餐饮服务', 'Food and drink'),
    t(
      '各展馆设有快餐区和咖啡吧，会议中心设有自助餐厅，9:00至17:00供应。',
      'Every hall has a food court and a coffee bar, and the conference centre a buffet restaurant, open 9:00 to 17:00.',
    ),
  ),
  guide(
    'service.catering.points',
    t('餐饮网点分布', 'Where to eat'),
    list(
      t(
        'A馆、B馆、C馆二层：快餐区，提供中式简餐与清真餐。',
        'Halls A, B and C, first floor: food courts with Chinese set meals and halal food.',
      ),
      t('南登录厅：咖啡吧与便利店。', 'South entrance hall: coffee bar and convenience store.'),
      t(
        '会议中心一层：自助餐厅，接受团队预订。',
        'Conference centre, ground floor: buffet restaurant, groups may book.',
      ),
    ),
    t('展馆内禁止明火加热食品。', 'Heating food over an open flame is not allowed in the halls.'),
  ),
  guide(
    'service.accommodation',
    t('住宿服务', 'Accommodation'),
    t(
      '组委会在会展中心周边设有多家指定接待酒店，提供会议协议价和免费接驳巴士。',
      'The organiser has designated hotels around the centre with fair rates and free shuttle buses.',
    ),
  ),
  guide(
    'service.accommodation.hotels',
    t('指定接待酒店', 'Designated hotels'),
    t(
      '指定酒店分布在会展中心、五缘湾和环岛路片区，步行或乘坐接驳巴士可达。',
      'The designated hotels are around the centre, Wuyuan Bay and Huandao Road, within walking distance or on a shuttle line.',
    ),
    t(
      '9月为厦门旅游旺季，请尽早预订；预订与发票问题请联系观众服务热线。',
      'September is high season in Xiamen: book early. For bookings and invoices call the visitor hotline.',
    ),
  ),
  guide(
    'service.network',
    t('无线网络与充电', 'Wi-Fi and charging'),
    t(
      '展馆及会议中心全覆盖免费无线网络“CIFIT-Free”，手机号验证后即可使用。',
      'Free Wi-Fi "CIFIT-Free" covers the halls and the conference centre; log in with a code sent to your mobile.',
    ),
  ),
  guide(
    'service.network.charging',
    t('充电服务', 'Charging'),
    t(
      '各展馆服务台提供共享充电宝，南登录厅和会议中心休息区设有免费充电桩。',
      'The hall service desks lend power banks, and the south entrance hall and the conference centre lounges have free charging points.',
    ),
  ),
  guide(
    'service.lost-found',
    t('失物招领与寄存', 'Lost and found, left luggage'),
    t(
      '失物招领处设在南登录厅综合服务台，拾到物品请交至任意服务台。',
      'Lost and found is at the main service desk in the south entrance hall; hand in anything you find at any service desk.',
    ),
    t('咨询电话：0592-5959866。', 'Phone: 0592-5959866.'),
  ),
  guide(
    'service.lost-found.luggage',
    t('行李寄存', 'Left luggage'),
    t(
      '南登录厅设免费行李寄存处，开放时间与展馆一致；贵重物品、易燃易爆物品不予寄存。',
      "A free left-luggage office in the south entrance hall keeps the halls' hours; valuables and flammable or explosive items are not accepted.",
    ),
    t('寄存物品须当日取回。', 'Collect your luggage the same day.'),
  ),
  guide(
    'service.medical',
    t('医疗急救', 'First aid'),
    t(
      '南登录厅和B馆设有医疗服务点，配备医护人员和自动体外除颤器（AED）。',
      'Medical stations in the south entrance hall and Hall B are staffed by doctors and nurses and carry defibrillators (AEDs).',
    ),
    t(
      '现场医疗点电话：0592-5959120；遇紧急情况请拨打120并告知工作人员。',
      'On-site medical station: 0592-5959120. In an emergency call 120 and tell the nearest staff member.',
    ),
  ),
  guide(
    'service.accessibility',
    t('无障碍服务', 'Accessibility'),
    t(
      '各展馆入口设有无障碍通道，展馆内设无障碍卫生间和无障碍电梯。',
      'Every hall entrance has a step-free way in, and every hall accessible toilets and lifts.',
    ),
    list(
      t(
        '南登录厅服务台可免费借用轮椅和婴儿车。',
        'Wheelchairs and pushchairs are lent free at the south entrance hall service desk.',
      ),
      t('导盲犬可陪同入场。', 'Guide dogs are welcome.'),
      t(
        '老人、未成年人及残障人士须有人陪同入场。',
        'Elderly, under-age and disabled visitors must be accompanied on site.',
      ),
    ),
  ),
]

/** Notices to visitors and exhibitors (notice.<topic>), newest first. */
export const NOTICES: readonly GuideSeed[] = [
  guide(
    'notice.entry',
    t('观众入场须知', 'Entry rules for visitors'),
    t(
      '观众凭电子证件二维码及本人有效身份证件入场，证件仅限本人使用，不得转借。',
      'Visitors enter with the QR code of their e-badge and their own ID; a badge is for its holder only and may not be lent.',
    ),
    list(
      t('入场需通过安检并刷证核验。', 'Everyone passes a security check and has the badge scanned.'),
      t(
        '老人、未成年人及残障人士须有人陪同入场。',
        'Elderly, under-age and disabled visitors must be accompanied on site.',
      ),
      t('展馆内禁止吸烟，禁止携带宠物（导盲犬除外）。', 'No smoking and no pets (guide dogs excepted) in the halls.'),
    ),
  ),
  guide(
    'notice.badge',
    t('现场证件办理时间', 'On-site badge service hours'),
    t(
      '网上预登记已于9月2日18:00截止，未预登记的观众请到南登录厅现场办理。',
      'Online pre-registration closed at 18:00 on 2 September; visitors who have not registered do so in the south entrance hall.',
    ),
    list(
      t('9月8日：12:00—17:00', '8 September: 12:00–17:00'),
      t('9月9日、10日：9:00—17:00', '9 and 10 September: 9:00–17:00'),
      t('9月11日：9:00—12:00', '11 September: 9:00–12:00'),
    ),
    t('办理时请携带本人有效身份证件。', 'Bring your own valid ID.'),
  ),
  guide(
    'notice.security',
    t('安检须知', 'Security check'),
    t(
      '为保障展会安全，所有人员和物品须接受安全检查，请配合工作人员。',
      "For everyone's safety all people and bags are checked at the doors; please follow the staff's instructions.",
    ),
    h('禁止携带', 'Not allowed'),
    list(
      t('易燃易爆、腐蚀性及放射性物品', 'Flammable, explosive, corrosive or radioactive items'),
      t('管制刀具及其他危险器具', 'Knives and other dangerous objects'),
      t(
        '无人机及大型拍摄设备（持媒体证件者除外）',
        'Drones and large filming equipment (press badge holders excepted)',
      ),
    ),
  ),
  guide(
    'notice.weather',
    t('恶劣天气应急提示', 'Severe weather'),
    t(
      '9月为厦门台风多发期。如遇台风或暴雨预警，组委会将通过本应用和官方渠道发布展馆开放与活动调整信息。',
      'September is typhoon season in Xiamen. With a typhoon or rainstorm warning the organiser announces opening hours and programme changes in this app and its official channels.',
    ),
    t('请关注本应用通知，注意出行安全。', "Watch this app's notices and travel safely."),
  ),
  guide(
    'notice.exhibitors',
    t('参展商布撤展须知', 'Move-in and move-out for exhibitors'),
    t(
      '特装展位布展时间为9月5日至7日，标准展位布展时间为9月7日。',
      'Space-only booths build from 5 to 7 September; shell-scheme booths on 7 September.',
    ),
    t(
      '撤展时间为9月11日12:00以后，请提前预约货车通行证，未经许可不得提前撤展。',
      'Move-out starts after 12:00 on 11 September; book a truck pass in advance, and do not dismantle early without permission.',
    ),
  ),
  guide(
    'notice.anti-fraud',
    t('谨防诈骗提示', 'Beware of scams'),
    t(
      '组委会从未委托任何机构以投洽会名义收取报名费、证件费或展位预订费。',
      "The organiser has never asked anyone to collect registration, badge or booth fees in the fair's name.",
    ),
    t(
      '如接到可疑电话或邮件，请拨打观众服务热线0592-5959800核实。',
      'If a call or an email looks suspicious, check with the visitor hotline on 0592-5959800.',
    ),
  ),
]

/** The organiser's contacts (contact.<desk>): each gives its phone numbers and emails in its text. */
export const CONTACTS: readonly GuideSeed[] = [
  guide(
    'contact.visitors',
    t('观众服务热线', 'Visitor hotline'),
    t(
      '观众注册、证件与参观咨询，服务时间9:00—18:00（会期8:00—18:00）。',
      'Registration, badges and visiting; 9:00–18:00 (8:00–18:00 during the fair).',
    ),
    t('电话：0592-5959800', 'Phone: 0592-5959800'),
    t('邮箱：visitor@cifit.example', 'Email: visitor@cifit.example'),
  ),
  guide(
    'contact.exhibitors',
    t('参展服务', 'Exhibitor services'),
    t('展位、布撤展、货车通行证及参展证件咨询。', 'Booths, move-in and move-out, truck passes and exhibitor badges.'),
    t('电话：0592-5959811', 'Phone: 0592-5959811'),
    t('邮箱：exhibitor@cifit.example', 'Email: exhibitor@cifit.example'),
  ),
  guide(
    'contact.meetings',
    t('会议论坛', 'Meetings and forums'),
    t('会议报名、邀请码与线上会议室咨询。', 'Meeting sign-up, invitation codes and online meeting rooms.'),
    t('电话：0592-5959822', 'Phone: 0592-5959822'),
    t('邮箱：forum@cifit.example', 'Email: forum@cifit.example'),
  ),
  guide(
    'contact.investment',
    t('项目对接', 'Project matchmaking'),
    t('投资项目发布、洽谈对接与签约服务。', 'Publishing projects, matchmaking talks and signing services.'),
    t('电话：0592-5959833', 'Phone: 0592-5959833'),
    t('邮箱：matchmaking@cifit.example', 'Email: matchmaking@cifit.example'),
  ),
  guide(
    'contact.media',
    t('新闻媒体', 'Press'),
    t('媒体证件申领与采访安排。', 'Press badges and interviews.'),
    t('电话：0592-5959844', 'Phone: 0592-5959844'),
    t('邮箱：media@cifit.example', 'Email: media@cifit.example'),
  ),
  guide(
    'contact.venue',
    t('场馆现场服务', 'On-site services'),
    t(
      '厦门国际会展中心南登录厅（思明区会展路198号）综合服务台：失物招领、行李寄存、轮椅借用；医疗服务点在旁。',
      'Main service desk, south entrance hall, 198 Huizhan Road, Siming District: lost and found, left luggage, wheelchairs; the medical station is next to it.',
    ),
    t('综合服务台：0592-5959866', 'Service desk: 0592-5959866'),
    t('医疗服务点：0592-5959120', 'Medical station: 0592-5959120'),
  ),
]
