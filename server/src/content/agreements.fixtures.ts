// The agreements users accept: the user agreement, the privacy policy and the collectibles' terms.
import { t, type Text } from '../platform/text'

/** An agreement of a type (user, privacy, collectible): its title and its sections (heading, text). */
export interface Agreement {
  type: string
  title: Text
  sections: readonly [heading: Text, body: Text][]
}

export const AGREEMENTS: readonly Agreement[] = [
  {
    type: 'user',
    title: t('用户服务协议', 'User Agreement'),
    sections: [
      [
        t('一、服务内容', '1. The service'),
        t(
          '本平台为投洽会参会者提供展会资讯、项目对接、会议报名等服务。',
          'This platform gives fair participants news, project matchmaking, meeting sign-up and related services.',
        ),
      ],
      [
        t('二、账号注册与使用', '2. Your account'),
        t(
          '您应使用真实信息注册，并妥善保管账号与验证码，不得转让或出借账号。',
          'Register with true information, keep your account and login codes safe, and do not transfer or lend your account.',
        ),
      ],
      [
        t('三、用户行为规范', '3. Conduct'),
        t(
          '您不得发布违法、侵权或虚假信息，不得干扰平台正常运行。',
          'Do not publish unlawful, infringing or false information, or disrupt the platform.',
        ),
      ],
      [
        t('四、协议变更', '4. Changes'),
        t(
          '协议更新后将在平台公布，继续使用即视为同意更新后的协议。',
          'Updates are published on the platform; continuing to use it means you accept the updated agreement.',
        ),
      ],
    ],
  },
  {
    type: 'privacy',
    title: t('隐私政策', 'Privacy Policy'),
    sections: [
      [
        t('一、我们收集的信息', '1. What we collect'),
        t(
          '为提供注册、报名和证件服务，我们会收集您的姓名、手机号、邮箱及证件信息。',
          'To provide registration, sign-up and badge services we collect your name, mobile number, email and ID details.',
        ),
      ],
      [
        t('二、信息的使用', '2. How we use it'),
        t(
          '您的信息仅用于展会服务与安全保障，未经同意不会向第三方提供。',
          'Your information is used only for fair services and security, and is not shared with third parties without your consent.',
        ),
      ],
      [
        t('三、信息的保护', '3. How we protect it'),
        t(
          '我们采用加密存储与访问控制等措施保护您的个人信息。',
          'We protect your personal information with encrypted storage and access control.',
        ),
      ],
      [
        t('四、您的权利', '4. Your rights'),
        t(
          '您可以查询、更正或删除您的个人信息，也可以注销账号。',
          'You may view, correct or delete your personal information, and close your account.',
        ),
      ],
    ],
  },
  {
    type: 'collectible',
    title: t('数字藏品服务说明', 'Digital Collectibles Terms'),
    sections: [
      [
        t('一、获取方式', '1. How they are earned'),
        t(
          '数字藏品仅作为参与活动的奖励发放，不可购买。',
          'Digital collectibles are given only as rewards for taking part; they cannot be bought.',
        ),
      ],
      [
        t('二、使用限制', '2. Limits'),
        t(
          '数字藏品仅限展示及一次转赠，不得交易或转售；仅实名认证的成年用户可领取。',
          'Collectibles may be shown and gifted once, never traded or resold; only real-name verified adults may receive them.',
        ),
      ],
    ],
  },
]
