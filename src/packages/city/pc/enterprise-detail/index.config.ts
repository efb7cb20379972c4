export default definePageConfig({
  navigationBarTitleText: '企业详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
