export default definePageConfig({
  navigationBarTitleText: '项目详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
