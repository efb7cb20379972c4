export default definePageConfig({
  navigationBarTitleText: '企业介绍',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
