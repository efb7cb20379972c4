import { routeQuery, type RouteDef } from './route-def'

/** A registration of the user's, by id; without one the page takes the user's person registration. */
type RegistrationQuery = { id?: number | string }

/**
 * Registration and the badge (seed 001 sections 1, 3-6, 8, 9): person, group and organisation registration, their
 * review status, the collection method, the badge, the user's own registration pages and the project forms.
 */
export const REGISTRATION_ROUTES = {
  documentsApplication: {
    path: '/documents-application',
    page: 'packages/registration/documents-application/index',
    title: 'registration.route.documentsApplication',
  },
  /** Where the user stands in applying for a badge, step by step, and the next step. */
  documentsApplicationNew: {
    path: '/documents-application-new',
    page: 'packages/registration/documents-application-new/index',
    title: 'registration.route.documentsApplicationNew',
  },
  visitReg: { path: '/visitReg', page: 'packages/registration/visit-reg/index', title: 'registration.route.visitReg' },
  visitSingleReg: {
    path: '/visitSingleReg',
    page: 'packages/registration/visit-single-reg/index',
    title: 'registration.route.visitSingleReg',
    /** `kind` a person kind; `overseas=1` takes the overseas documents; `code` fills an invited guest's invitation code. */
    query: routeQuery<{ kind?: string; overseas?: string; code?: string }>(),
  },
  exhibitorReg: {
    path: '/exhibitorReg',
    page: 'packages/registration/exhibitor-reg/index',
    title: 'registration.route.exhibitorReg',
  },
  groupReg: { path: '/groupReg', page: 'packages/registration/group-reg/index', title: 'registration.route.groupReg' },
  groupRegFrom: {
    path: '/groupRegFrom',
    page: 'packages/registration/group-reg-form/index',
    title: 'registration.route.groupRegFrom',
  },
  orgReg: { path: '/orgReg', page: 'packages/registration/org-reg/index', title: 'registration.route.orgReg' },
  orgRegForm: {
    path: '/orgRegForm',
    page: 'packages/registration/org-reg-form/index',
    title: 'registration.route.orgRegForm',
    /** The hall and area chosen on /exhibitionSelect. */
    query: routeQuery<{ exhibitionId?: string; areaId?: string }>(),
  },
  /** The notice to read before registering to visit. */
  visitorRegistration: {
    path: '/visitor-registration',
    page: 'packages/registration/visitor-registration/index',
    title: 'registration.route.visitorRegistration',
  },
  /** The rules of registering: the deadline, on-site hours, replies, limits. */
  regInformation: {
    path: '/reg-information',
    page: 'packages/registration/reg-information/index',
    title: 'registration.route.regInformation',
  },
  visitorRegInfo: {
    path: '/visitorRegInfo',
    page: 'packages/registration/visitor-reg-info/index',
    title: 'registration.route.visitorRegInfo',
  },
  exhibitionRegInfo: {
    path: '/exhibitionRegInfo',
    page: 'packages/registration/exhibition-reg-info/index',
    title: 'registration.route.exhibitionRegInfo',
  },
  /** How a registration's badges are collected. */
  receiveInfo: {
    path: '/receiveInfo',
    page: 'packages/registration/receive-info/index',
    title: 'registration.route.receiveInfo',
    query: routeQuery<RegistrationQuery>(),
  },
  submittedSuccessfully: {
    path: '/submittedSuccessfully',
    page: 'packages/registration/submitted-successfully/index',
    title: 'registration.route.submittedSuccessfully',
    query: routeQuery<{ kind?: string }>(),
  },
  resultPage: {
    path: '/resultPage',
    page: 'packages/registration/result-page/index',
    title: 'registration.route.resultPage',
    query: routeQuery<RegistrationQuery>(),
  },
  registrationDeadline: {
    path: '/registration-deadline',
    page: 'packages/registration/registration-deadline/index',
    title: 'registration.route.registrationDeadline',
  },
  interestedExhibitions: {
    path: '/interestedExhibitions',
    page: 'packages/registration/interested-exhibitions/index',
    title: 'registration.route.interestedExhibitions',
  },
  /** The overseas visitors' entry (passports and permits). */
  neuemesse: {
    path: '/neuemesse',
    page: 'packages/registration/neuemesse/index',
    title: 'registration.route.neuemesse',
  },
  /** The summit's entry: its guests register with their invitation code. */
  wuyiSummit: {
    path: '/wuyiSummit',
    page: 'packages/registration/wuyi-summit/index',
    title: 'registration.route.wuyiSummit',
  },
  exhibitionSelect: {
    path: '/exhibitionSelect',
    page: 'packages/registration/exhibition-select/index',
    title: 'registration.route.exhibitionSelect',
  },
  signupView: {
    path: '/signupView',
    page: 'packages/registration/signup-view/index',
    title: 'registration.route.signupView',
  },
  visitorSignup: {
    path: '/visitorSignup',
    page: 'packages/registration/visitor-signup/index',
    title: 'registration.route.visitorSignup',
  },
  signUpSuccess: {
    path: '/signUpSuccess',
    page: 'packages/registration/sign-up-success/index',
    title: 'registration.route.signUpSuccess',
  },
  exhibitionsignup: {
    path: '/exhibitionsignup',
    page: 'packages/registration/exhibition-signup/index',
    title: 'registration.route.exhibitionsignup',
  },
  invitationCard: {
    path: '/invitationCard',
    page: 'packages/registration/invitation-card/index',
    title: 'registration.route.invitationCard',
    query: routeQuery<{ code?: string }>(),
  },
  /** The invitation letter of this edition. */
  invitation24: {
    path: '/invitation24',
    page: 'packages/registration/invitation24/index',
    title: 'registration.route.invitation24',
    query: routeQuery<{ code?: string }>(),
  },
  electronicCard: {
    path: '/electronic-card',
    page: 'packages/registration/electronic-card/index',
    title: 'registration.route.electronicCard',
    query: routeQuery<{ registrationId?: number | string }>(),
  },
  mypageRegisteInfo: {
    path: '/mypage-registe-info',
    page: 'packages/registration/mypage-registe-info/index',
    title: 'registration.route.mypageRegisteInfo',
    refresh: true,
  },
  mypageExhibitionCode: {
    path: '/mypage-exhibition-code',
    page: 'packages/registration/mypage-exhibition-code/index',
    title: 'registration.route.mypageExhibitionCode',
    query: routeQuery<{ registrationId?: number | string }>(),
  },
  mypageCertificate: {
    path: '/mypage-certificate',
    page: 'packages/registration/mypage-certificate/index',
    title: 'registration.route.mypageCertificate',
    refresh: true,
  },
  /** The domestic certificate application (mainland ID card). */
  mypageCertification: {
    path: '/mypage-certification',
    page: 'packages/registration/mypage-certification/index',
    title: 'registration.route.mypageCertification',
  },
  /** The overseas certificate application (passports and permits). */
  mypageAbroadCertification: {
    path: '/mypage-abroad-certification',
    page: 'packages/registration/mypage-abroad-certification/index',
    title: 'registration.route.mypageAbroadCertification',
  },
  mypageProfessional: {
    path: '/mypage-professional',
    page: 'packages/registration/mypage-professional/index',
    title: 'registration.route.mypageProfessional',
  },
  mypageProfessionalApply: {
    path: '/mypage-professional-apply',
    page: 'packages/registration/mypage-professional-apply/index',
    title: 'registration.route.mypageProfessionalApply',
  },
  /** What the user uploaded for their registrations. */
  mypageMaterial: {
    path: '/mypage-material',
    page: 'packages/registration/mypage-material/index',
    title: 'registration.route.mypageMaterial',
  },
  mypageDrafts: {
    path: '/mypage-drafts',
    page: 'packages/registration/mypage-drafts/index',
    title: 'registration.route.mypageDrafts',
    refresh: true,
  },
  projectFormFinance: {
    path: '/project-form/finance',
    page: 'packages/registration/project-finance/index',
    title: 'registration.route.projectFormFinance',
  },
  projectFormInvest: {
    path: '/project-form/invest',
    page: 'packages/registration/project-invest/index',
    title: 'registration.route.projectFormInvest',
  },
  projectFormSuccess: {
    path: '/project-form/success',
    page: 'packages/registration/project-success/index',
    title: 'registration.route.projectFormSuccess',
    query: routeQuery<{ kind?: string; id?: number | string }>(),
  },
  /** Every way to register, with where the user stands in each (seed label "registration list"). */
  registrationList: {
    path: '/registration-list',
    page: 'packages/registration/registration-list/index',
    title: 'registration.route.registrationList',
    refresh: true,
  },
  /** One registration's information and every step of its review (seed label "my registration information"). */
  myRegistrationInfo: {
    path: '/my-registration-info',
    page: 'packages/registration/my-registration-info/index',
    title: 'registration.route.myRegistrationInfo',
    query: routeQuery<RegistrationQuery>(),
  },
  /** Applying for the certificate and, once issued, its QR code (seed label "certificate application with QR code"). */
  certificateQrcode: {
    path: '/certificate-qrcode',
    page: 'packages/registration/certificate-qrcode/index',
    title: 'registration.route.certificateQrcode',
  },
} satisfies Record<string, RouteDef>
